/**
 * API paths of spec section 7, exactly as the spec spells them (case included).
 * All are relative to the API base (`apiBase` in appsettings) unless marked as switch-API paths.
 */
export const IdentityPaths = {
  /** Mount point of the OpenID Connect provider inside the server. */
  base: '/identity',
} as const;

export const ApiPaths = {
  registration: {
    getClientLoginById: '/api/registration/getClientLoginById',
    getClientById: '/api/registration/getClientById',
    getClientLiveDetectionInfoByClientId: '/api/registration/getClientLiveDetectionInfoByClientId',
    getPersonalInfoByClientId: '/api/registration/getPersonalInfoByClientId',
    getClientDocumentByClientId: '/api/registration/getClientDocumentByClientId',
    getcontactInfoByClientId: '/api/registration/getcontactInfoByClientId',
    getfinancialInfoByClientId: '/api/registration/getfinancialInfoByClientId',
    getKnowledgeQuestionByClientId: '/api/registration/getKnowledgeQuestionByClientId',
    getInvestmentProfileByClientId: '/api/registration/getInvestmentProfileByClientId',
    confirmEmailCheck: (token: string) => `/api/registration/confirmEmailCheck/${encodeURIComponent(token)}`,
    getETFRecommendation: (id: string | number) =>
      `/api/registration/getETFRecommendation/${encodeURIComponent(String(id))}`,
    saveClient: '/api/registration/saveClient',
    confirmEmail: '/api/registration/confirmEmail',
    saveClientPassword: '/api/registration/saveClientPassword',
    saveClientDocumentMobile: '/api/registration/saveClientDocumentMobile',
    saveClientDocumentMatchingMobile: '/api/registration/saveClientDocumentMatchingMobile',
    saveClientPersonalInformation: '/api/registration/saveClientPersonalInformation',
    saveClientContactInformation: '/api/registration/saveClientContactInformation',
    savePhoneNumber: '/api/registration/savePhoneNumber',
    sendMobileOTP: '/api/registration/sendMobileOTP',
    sendEmailOTP: '/api/registration/sendEmailOTP',
    saveFinancialInformation: '/api/registration/saveFinancialInformation',
    saveClientKnowledgeQuestion: '/api/registration/saveClientKnowledgeQuestion',
    saveInvestmentProfile: '/api/registration/saveInvestmentProfile',
    updateInvestmentProfile: '/api/registration/updateInvestmentProfile',
    completeRegistration: '/api/registration/completeRegistration',
    /** Step 2: a new confirmation link (60-second cooldown; same answer whether or not the address exists). */
    resendConfirmationEmail: '/api/registration/resendConfirmationEmail',
    /** Forgot password: e-mails a `/user-login?reset=<token>` link (same answer whether or not the address exists). */
    forgotPassword: '/api/registration/forgotPassword',
    /** Sets a new password with the reset token; ends the lockout and revokes the account's refresh tokens. */
    resetPassword: '/api/registration/resetPassword',
    /** Owner or staff only: the stored file of an uploaded document (not named by the spec; designed here). */
    documentFile: (documentId: string) => `/api/registration/documents/${encodeURIComponent(documentId)}/file`,
    /** QR hand-off: a logged-in DRAFT client asks for a code, the phone redeems it (designed here). */
    handoff: '/api/registration/handoff',
    handoffRedeem: '/api/registration/handoff/redeem',
  },
  systemParameter: (a: string, b: string) =>
    `/api/SystemParameter/SystemParameters/${encodeURIComponent(a)}/${encodeURIComponent(b)}`,
  systemDefaultEthnicity: '/api/SystemDefaults/SystemDefaultEthnicity',
  clientProfile: {
    getClientById: '/api/clientProfile/getClientById',
    activateClient: '/api/clientProfile/activateClient',
    transactionListing: '/api/clientProfile/transactionListing',
    onlineTransactions: '/api/clientProfile/onlineTransactions',
    updateClientPassword: '/api/clientProfile/updateClientPassword',
    updateClientDocument: '/api/clientProfile/updateClientDocument',
    updateClientPersonalInformation: '/api/clientProfile/updateClientPersonalInformation',
    updateEthnicityClient: '/api/clientProfile/updateEthnicityClient',
    updateClientContactInformation: '/api/clientProfile/updateClientContactInformation',
    updatePhoneNumber: '/api/clientProfile/updatePhoneNumber',
    sendMobileOTP: '/api/clientProfile/sendMobileOTP',
    updateBankInformation: '/api/clientProfile/updateBankInformation',
    updateIncomeInformation: '/api/clientProfile/updateIncomeInformation',
    updateInvestmentProfile: '/api/clientProfile/updateInvestmentProfile',
    changeUserPassword: '/api/clientProfile/changeUserPassword',
    updateKnowledgeQuestionInformation: '/api/clientProfile/updateKnowledgeQuestionInformation',
    updatetaxKnowledgeQuestionInformation: '/api/clientProfile/updatetaxKnowledgeQuestionInformation',
    /** Not named by the spec (issue #13): the step-up code, to the number on record, before a bank or phone change. */
    sendStepUpOTP: '/api/clientProfile/sendStepUpOTP',
    /** GET (issue #13; not the spec's): the latest identity-document replacement and where its review stands. */
    getClientDocumentReplacement: '/api/clientProfile/getClientDocumentReplacement',
    /** Not named by the spec (issue #13): a code to the new login e-mail address. */
    sendEmailOTP: '/api/clientProfile/sendEmailOTP',
    /** Not named by the spec (issue #13): change the login e-mail address (the new address's code and step-up). */
    updateEmailAddress: '/api/clientProfile/updateEmailAddress',
    /** Not named by the spec: both codes of a mobile-number or e-mail change at once, or neither. */
    sendChangeCodes: '/api/clientProfile/sendChangeCodes',
  },
  /** Note the capital P: the spec spells these ClientProfile, unlike the clientProfile group above. */
  ClientProfile: {
    getClientBasicInfo: '/api/ClientProfile/getClientBasicInfo',
    getMobileAppVersion: (platform: 'ios' | 'android') => `/api/ClientProfile/getMobileAppVersion/${platform}`,
    /** PUT `{ language }` (not named by the spec; issue #14): the account's language, which e-mails follow. */
    language: '/api/ClientProfile/language',
  },
  clientProfileUpdate: '/api/ClientProfileUpdate/UpdateClientProfile',
  experianRequestChecker: (id: string | number) =>
    `/api/ClientBo/ExperianRequestchecker/${encodeURIComponent(String(id))}`,
  restrictedCountryGet: '/api/RestrictedCountry/RestrictedCountryGet',
  /**
   * Central-bank approval documents. Spec section 7 names these calls without a group, and "all paths are under the
   * API base unless stated": so they sit at the API base itself, word for word (BNM_PATHS below makes the server
   * treat them as API calls). Client calls; `bnmView/{id}` and `bnmGet?clientId=` serve staff too.
   * docs/account.md "Central-bank approval documents".
   */
  bnm: {
    upload: '/bnmUpload',
    view: (id: string | number) => `/bnmView/${encodeURIComponent(String(id))}`,
    update: '/bnmUpdate',
    get: '/bnmGet',
    cancel: '/bnmCancel',
  },
  dashboard: {
    getDashBoardSummary: '/api/dashboard/getDashBoardSummary',
  },
  /**
   * Returns (issue #12; not named by the spec, designed here; docs/returns.md). GET, `?portfolio=<guid>` for one
   * portfolio, without it for all of the caller's.
   */
  performance: '/api/performance',
  dropDown: {
    getBusinessTypeList: '/api/DropDown/getBusinessTypeList',
    getOccupationList: '/api/DropDown/getOccupationList',
    getNetWorthList: '/api/DropDown/getNetWorthList',
    getRiskList: '/api/DropDown/getRiskList',
    getBankList: '/api/DropDown/getBankList',
    getCountryList: '/api/DropDown/getCountryList',
    getCountryListNoUs: '/api/DropDown/getCountryListNoUs',
    getValueByType: (type: string) => `/api/DropDown/getValueByType/${encodeURIComponent(type)}`,
  },
  /** Staff review of applications (role 'staff'; not named by the spec; designed here). */
  backoffice: {
    applications: '/api/backoffice/applications',
    application: (clientId: string | number) => `/api/backoffice/applications/${encodeURIComponent(String(clientId))}`,
    approve: (clientId: string | number) =>
      `/api/backoffice/applications/${encodeURIComponent(String(clientId))}/approve`,
    reject: (clientId: string | number) =>
      `/api/backoffice/applications/${encodeURIComponent(String(clientId))}/reject`,
    resetKycAttempts: (clientId: string | number) =>
      `/api/backoffice/applications/${encodeURIComponent(String(clientId))}/resetKycAttempts`,
    /** POST (issue #13): staff confirm a bank account changed in my-profile, so withdrawals may use it. */
    verifyBankAccount: (clientId: string | number) =>
      `/api/backoffice/applications/${encodeURIComponent(String(clientId))}/verifyBankAccount`,
  },
  /**
   * Staff editing of the reference data behind the dropdowns (role 'staff'; not named by the spec; designed
   * here). `list` is a dropdown type, SYSTEM_PARAMETER or RESTRICTED_COUNTRY; see schemas/reference-data-admin.
   */
  backofficeReferenceData: {
    /** GET: every list with its item counts. */
    lists: '/api/backoffice/reference-data',
    /** GET: a list's items, inactive ones too. POST: add an item. */
    items: (list: string) => `/api/backoffice/reference-data/${encodeURIComponent(list)}/items`,
    /** PUT: edit an item's label, value and order (never its code). */
    item: (list: string, code: string) =>
      `/api/backoffice/reference-data/${encodeURIComponent(list)}/items/${encodeURIComponent(code)}`,
    /** POST: hide an item from the public lists (it is never deleted). */
    deactivate: (list: string, code: string) =>
      `/api/backoffice/reference-data/${encodeURIComponent(list)}/items/${encodeURIComponent(code)}/deactivate`,
    /** POST: show it again. */
    reactivate: (list: string, code: string) =>
      `/api/backoffice/reference-data/${encodeURIComponent(list)}/items/${encodeURIComponent(code)}/reactivate`,
  },
  /** Staff accounts, for administrators (docs/backoffice.md, "Staff roles"). */
  backofficeStaffAccounts: {
    /** GET: every staff member. POST: invite one by e-mail. */
    list: '/api/backoffice/staff-accounts',
    /** PUT: the member's whole role set. */
    roles: (userId: string) => `/api/backoffice/staff-accounts/${encodeURIComponent(userId)}/roles`,
    /** POST: disable the member (their sessions end at once). */
    disable: (userId: string) => `/api/backoffice/staff-accounts/${encodeURIComponent(userId)}/disable`,
    /** POST: enable a disabled member again. */
    enable: (userId: string) => `/api/backoffice/staff-accounts/${encodeURIComponent(userId)}/enable`,
    /** POST: send a new invitation link to a member who has not chosen a password yet. */
    invitation: (userId: string) => `/api/backoffice/staff-accounts/${encodeURIComponent(userId)}/invitation`,
  },
  /** GET (compliance): the audit log, filtered and paged (docs/backoffice.md, "Audit log"). */
  backofficeAuditLog: '/api/backoffice/audit-log',
  /**
   * Native app (issue #4; not named by the spec, designed here): the device-bound biometric credential, device
   * integrity reports, and the staff side of getMobileAppVersion.
   */
  devices: {
    /** GET: the caller's devices (staff: `?clientId=`). POST: enable biometric login on this device. */
    list: '/api/devices',
    register: '/api/devices',
    /** DELETE: revoke a device (its owner or staff). */
    revoke: (deviceId: string) => `/api/devices/${encodeURIComponent(deviceId)}`,
    biometricLogin: '/api/devices/biometric-login',
    integrity: '/api/devices/integrity',
  },
  appVersions: {
    /** GET (staff): both platforms' records. */
    list: '/api/app-versions',
    /** PUT (staff): replace one platform's record. */
    update: (platform: 'ios' | 'android') => `/api/app-versions/${platform}`,
  },
  /**
   * Deposits through online banking (issue #11; not named by the spec, designed here; docs/money.md).
   * The receipt is public for anyone holding the unguessable order id (spec section 6: visitors see the payment
   * receipt); the direct AC is the gateway's server-to-server call, verified by its checksum.
   */
  payments: {
    /** POST (client, Idempotency-Key): create an order, answer the signed AR form. */
    deposits: '/api/deposits',
    /** GET (public): the receipt of one order. */
    receipt: (orderId: string) => `/api/payments/${encodeURIComponent(orderId)}`,
    /** POST (the gateway): the direct AC, answered `OK`. */
    fpxAcknowledgement: '/api/payments/fpx/ac',
    /** GET (staff): payments with their states. */
    backofficePayments: '/api/backoffice/payments',
    /** POST (staff, audited): ask the gateway about an open order now (AE). */
    backofficeEnquire: (orderId: string) => `/api/backoffice/payments/${encodeURIComponent(orderId)}/enquire`,
    /** GET (staff): gateway payments matched to ledger postings, every mismatch listed. */
    reconciliation: '/api/backoffice/reconciliation',
  },
  /** The sandbox payment gateway's own pages (FPX-like exchange and banks), marked "Sandbox". */
  sandboxFpx: {
    base: '/sandbox/fpx',
    /** POST: the AR form's action. */
    authorisationRequest: '/sandbox/fpx/ar',
  },
  /**
   * Transfers between a client's own portfolios (issue #11; the spec says "not shown", designed here). POST
   * carries an Idempotency-Key header; GET lists the caller's transfers, newest first.
   */
  transfers: {
    create: '/api/transfers',
    list: '/api/transfers',
  },
  /** Staff: run a trade date's steps on demand (audited); the scheduled run does the same each weekday morning. */
  backofficeTrading: {
    tradeRuns: '/api/backoffice/trade-runs',
    tradeRunPreview: '/api/backoffice/trade-runs/preview',
  },
  /**
   * A client's portfolios (issue #11; not named by the spec, designed here). GET: list with values; POST: add one
   * (risk level capped by knowledge); PATCH: rename. `guid` is the portfolio's public id.
   */
  portfolios: {
    list: '/api/portfolios',
    create: '/api/portfolios',
    rename: (guid: string) => `/api/portfolios/${encodeURIComponent(guid)}`,
    /** GET: the goal's target, planned monthly deposit and projection; PUT: set them (docs/goals.md). */
    plan: (guid: string) => `/api/portfolios/${encodeURIComponent(guid)}/plan`,
    /** GET: every goal's plan at a glance (target, progress, on track), for the dashboard's cards. */
    plans: '/api/portfolios/plans',
  },
  /**
   * Withdrawals (issue #11 item 8; the spec leaves the calls "not shown": designed here, docs/money.md).
   * `id` is a withdrawal's public id (uuid).
   */
  withdrawals: {
    /** GET: the caller's withdrawals, newest first. POST (Idempotency-Key): request one, with the SMS code. */
    list: '/api/withdrawals',
    create: '/api/withdrawals',
    /** GET: the payout account, each portfolio's withdrawable amount and the next trade date. */
    options: '/api/withdrawals/options',
    /** POST: send the SMS code for a request (portfolio and amount). */
    otp: '/api/withdrawals/otp',
    /** POST: cancel while requested. */
    cancel: (id: string) => `/api/withdrawals/${encodeURIComponent(id)}/cancel`,
  },
  /** Staff side of withdrawals (role 'staff'; every action audited). */
  backofficeWithdrawals: {
    /** GET: withdrawals by status and trade date. */
    list: '/api/backoffice/withdrawals',
    /** POST (Idempotency-Key): the bank paid it. */
    paid: (id: string) => `/api/backoffice/withdrawals/${encodeURIComponent(id)}/paid`,
    /** POST (Idempotency-Key): the bank could not pay it; the money goes back to the portfolio. */
    failed: (id: string) => `/api/backoffice/withdrawals/${encodeURIComponent(id)}/failed`,
    /** GET ?date=YYYY-MM-DD: the day's payouts as a bank bulk-payment CSV. */
    payouts: '/api/backoffice/withdrawals/payouts',
    /** POST text/csv (Idempotency-Key): the bank's result file; marks each payout paid or failed. */
    payoutResult: '/api/backoffice/withdrawals/payouts/result',
  },
  /**
   * Statements (issue #12 item 7; the spec leaves the calls "not shown": designed here, docs/returns.md
   * "Statements"). `id` is a statement's public id (uuid).
   */
  statements: {
    /** GET: the caller's statements, newest period first. POST: ask for a past month's (or year's), made if missing. */
    list: '/api/statements',
    request: '/api/statements',
    /** GET: the PDF (its owner or staff; anyone else 404). */
    file: (id: string) => `/api/statements/${encodeURIComponent(id)}/file`,
  },
  /**
   * Notices (issue #13 item 3; not named by the spec, designed here; docs/account.md "Notices"). GET: the notices
   * that apply to the caller now; POST dismiss: hide an informational one for good; POST spouseId: the spouse
   * ID update from its notice ({ status, errorMessage }).
   */
  notices: {
    list: '/api/notices',
    dismiss: '/api/notices/dismiss',
    spouseId: '/api/notices/spouseId',
  },
  /**
   * Refer a friend (issue 13 item 5; not named by the spec, designed here). GET (client): the caller's own code,
   * link, the reward rule and the friends who signed up with the code. Nothing here takes a client id.
   */
  referral: {
    mine: '/api/referral',
  },
  /** Staff review of central-bank approval documents (role 'staff'; not named by the spec; designed here). */
  backofficeBnm: {
    /** GET: documents awaiting review, oldest first. */
    queue: '/api/backoffice/bnm-documents',
    /** POST `{ validFrom, validUntil }`: approve for the period the approval covers. */
    approve: (id: string | number) => `/api/backoffice/bnm-documents/${encodeURIComponent(String(id))}/approve`,
    /** POST `{ reason }`: reject; the client sees the rejected-documents notice. */
    reject: (id: string | number) => `/api/backoffice/bnm-documents/${encodeURIComponent(String(id))}/reject`,
  },
  /** Staff review of identity-document replacements (issue #13; docs/account.md). */
  backofficeDocumentReplacements: {
    /** GET: replacements awaiting review, oldest first. */
    queue: '/api/backoffice/document-replacements',
    /** POST: approve; the new pages become the documents of record. */
    approve: (id: string) => `/api/backoffice/document-replacements/${encodeURIComponent(id)}/approve`,
    /** POST `{ reason }`: reject; the old document stays the one of record. */
    reject: (id: string) => `/api/backoffice/document-replacements/${encodeURIComponent(id)}/reject`,
    /** GET: a page's file (staff; audit-logged). */
    file: (id: string, page: string) =>
      `/api/backoffice/document-replacements/${encodeURIComponent(id)}/files/${encodeURIComponent(page)}`,
  },
  /** Personal-data requests (docs/account.md "Your data"): the client's side. */
  dataRights: {
    /** GET: the caller's requests and what erasure would mean for them. */
    overview: '/api/data-rights',
    /** POST: ask for a copy of everything held (a background job; e-mailed when ready). */
    requestExport: '/api/data-rights/exports',
    /** GET: the ZIP, for the client who asked, until it expires. */
    download: (id: string) => `/api/data-rights/exports/${encodeURIComponent(id)}/download`,
    /** POST: ask for erasure (carried out once the financial records' retention has passed). */
    requestErasure: '/api/data-rights/erasure',
  },
  /** Personal-data requests: the staff side (compliance role). */
  backofficeDataRequests: {
    /** GET: every request, newest first. */
    list: '/api/backoffice/data-requests',
    /** POST: record an erasure request a closed client sent another way (they can no longer log in). */
    recordErasure: (clientId: string | number) =>
      `/api/backoffice/clients/${encodeURIComponent(String(clientId))}/erasure-request`,
    /** POST: carry out a due erasure (anonymise the client's personal data). */
    erase: (id: string) => `/api/backoffice/data-requests/${encodeURIComponent(id)}/erase`,
  },
  /** Four eyes (docs/backoffice.md, "Four eyes"): staff action requests waiting for a second member. */
  backofficeApprovals: {
    /** GET: pending requests (or the decided history with ?view=decided). */
    list: '/api/backoffice/approvals',
    /** GET: how many wait, and how many the caller may decide (the menu's count). */
    count: '/api/backoffice/approvals/count',
    /** GET: one request. */
    one: (id: string) => `/api/backoffice/approvals/${encodeURIComponent(id)}`,
    /** POST: approve: the action is applied now, once. */
    approve: (id: string) => `/api/backoffice/approvals/${encodeURIComponent(id)}/approve`,
    /** POST { reason }: reject. */
    reject: (id: string) => `/api/backoffice/approvals/${encodeURIComponent(id)}/reject`,
    /** POST: its maker takes it back. */
    withdraw: (id: string) => `/api/backoffice/approvals/${encodeURIComponent(id)}/withdraw`,
  },
  /** Staff: the closure flag (PEP / restricted country: withdraw only) and closing the account (audited). */
  backofficeClosure: {
    /** GET: the flag or null; PUT: set it; DELETE: lift it. */
    flag: (clientId: string | number) => `/api/backoffice/clients/${encodeURIComponent(String(clientId))}/closure-flag`,
    /** POST: close the account (status CLOSE) once every balance is zero. */
    close: (clientId: string | number) => `/api/backoffice/clients/${encodeURIComponent(String(clientId))}/close`,
  },
  /** Keep-alive for the idle tracker (not named by the spec; designed here). */
  session: {
    keepAlive: '/api/session/keepAlive',
  },
  /** The second factor (docs/security.md "Second factor"; designed here, not named by the spec). */
  secondFactor: {
    /** POST `{ username, password }`: a staff member's enrolment at first sign-in (secret, link, recovery codes). */
    loginEnrolment: '/api/auth/second-factor/enrolment',
    /** GET: whether the caller's second factor is on (My Profile). */
    status: '/api/profile/second-factor',
    /** POST: a new secret to scan (replaces an unconfirmed one). */
    enrolment: '/api/profile/second-factor/enrolment',
    /** POST `{ code }`: turns it on. */
    confirm: '/api/profile/second-factor/confirm',
    /** POST `{ password }` or `{ code }`: turns it off (clients only). */
    disable: '/api/profile/second-factor/disable',
    /** POST (administrator): the member enrols again at the next sign-in. */
    staffReset: (userId: string) => `/api/backoffice/staff/${encodeURIComponent(userId)}/second-factor/reset`,
    /** Development only: the current code of a seeded demo member (never served in production). */
    devCode: '/api/dev/second-factor-code',
  },
  /**
   * Recurring deposits by direct debit (docs/goals.md "Recurring deposits"; designed here). `guid` is the goal's
   * (portfolio's) public id: GET its schedule, POST one (answers the signed mandate authorisation form), PATCH
   * pause / resume / cancel / a new amount. `list`: every live schedule of the caller, for the goal cards.
   */
  recurringDeposits: {
    list: '/api/recurring-deposits',
    schedule: (guid: string) => `/api/portfolios/${encodeURIComponent(guid)}/recurring-deposit`,
    collections: (guid: string) => `/api/portfolios/${encodeURIComponent(guid)}/recurring-deposit/collections`,
    /** POST (the bank): its signed mandate and debit answers, server to server, answered `OK`. */
    bankAnswers: '/api/mandates/bank/answers',
  },
  /** Staff side of recurring deposits (docs/backoffice.md "Recurring deposits"); `guid` a schedule's public id. */
  backofficeMandates: {
    list: '/api/backoffice/mandates',
    detail: (guid: string) => `/api/backoffice/mandates/${encodeURIComponent(guid)}`,
    /** POST (operations, audited): run the collections due on a date now (the scheduled job does it daily). */
    collectionRuns: '/api/backoffice/mandates/collection-runs',
    /** POST (operations, four eyes): cancel a mandate at the bank and its schedule. */
    cancel: (guid: string) => `/api/backoffice/mandates/${encodeURIComponent(guid)}/cancel`,
    /** POST (operations, four eyes): mark a submitted collection failed after an enquiry at the bank. */
    collectionFailed: (guid: string) => `/api/backoffice/mandates/collections/${encodeURIComponent(guid)}/failed`,
  },
  /** The sandbox direct-debit bank's own pages (mandate authorisation), marked "Sandbox". */
  sandboxMandates: {
    base: '/sandbox/mandates',
    /** POST: the mandate authorisation form's action. */
    authorisationRequest: '/sandbox/mandates/authorise',
  },
  /** Development only (never served in production): the latest e-mails and sandbox SMS sent to an address. */
  devMailbox: '/api/dev/mailbox',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  health: '/api/health',
  /** Fund distributions and purification (docs/money.md "Dividends", docs/shariah.md "Purification"); staff only. */
  backofficeDividends: {
    /** GET: declarations, newest ex-date first. POST (Idempotency-Key, four eyes): declare one. */
    list: '/api/backoffice/dividends',
    declare: '/api/backoffice/dividends',
    /** GET: purification set aside and not yet paid to charity. */
    purification: '/api/backoffice/dividends/purification',
    /** POST (Idempotency-Key, four eyes): pay what is owed to a charity in one batch. GET: the batches paid. */
    purificationBatches: '/api/backoffice/dividends/purification/batches',
  },
  /** Staff: the Shariah universe (docs/shariah.md); a change waits for a Shariah adviser's approval. */
  backofficeShariah: {
    /** GET: every fund of the universe with its Shariah facts. */
    universe: '/api/backoffice/shariah/universe',
    /** PUT { shariahCompliant, screeningStandard, certifyingBody }: ask to change a fund's Shariah facts. */
    fund: (ticker: string) => `/api/backoffice/shariah/universe/${encodeURIComponent(ticker)}`,
  },
} as const;

/** Paths on the second API base (`switchApiBase`). */
export const SwitchApiPaths = {
  save: '/api/v2/switch-profile/save',
  inprogress: '/api/v2/switch-profile/inprogress',
  /** Ours (not in the spec): the levels a portfolio may switch to, with each model's target allocation. */
  options: '/api/v2/switch-profile/options',
} as const;

/** Static files served next to the app. */
export const StaticPaths = {
  appSettings: '/appsettings.json',
  buildInfo: '/build-info.json',
} as const;

/** The spec's calls that sit at the API base itself rather than under `/api` (see `ApiPaths.bnm`). */
export const BNM_PATHS = ['/bnmUpload', '/bnmView', '/bnmUpdate', '/bnmGet', '/bnmCancel'] as const;

/** Every prefix of the product API: its answers are personal (never cached), documented, and never the web app. */
export const API_PREFIXES: readonly string[] = ['/api', ...BNM_PATHS];

/** Whether a request URL (path and query) is a call of the product API. */
export function isApiUrl(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}
