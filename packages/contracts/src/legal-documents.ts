/**
 * The versions of the documents an applicant accepts at sign-up (issue 15 item 5). The texts are pages of the
 * app (web `features/public-pages`); each change to a text gets a new version here, and sign-up records which
 * version the applicant accepted (`client_signups.terms_version` / `privacy_version`). A sign-up that names an
 * older version is refused, so nobody is recorded as accepting a text they were not shown.
 */
export const TERMS_VERSION = '2026-01';
/** 2026-11: section 5 names the rights to a copy and to erasure and where to use them (My Account → Your data). */
export const PRIVACY_VERSION = '2026-11';
