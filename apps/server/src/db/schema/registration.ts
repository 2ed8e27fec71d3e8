import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './identity';

/**
 * Registration (docs/registration.md, steps 1–3 and 5–8). One row per client per step; a step's row exists once
 * the client has saved it. Secrets (link tokens, codes) are stored only as SHA-256 hashes.
 */

/** Sign-up extras of step 1: consents (with their time) and the referral code. */
export const clientSignups = pgTable(
  'client_signups',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    referralCode: text('referral_code'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    /** The versions of the terms and the privacy notice accepted (contracts legal-documents); null before versioning. */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Refer a friend lists the sign-ups that used a code.
  (t) => [index('client_signups_referral_code_idx').on(t.referralCode)],
);

/**
 * Single-use link tokens: e-mail confirmation (24 h), password set-up (30 min) and password reset (1 h).
 * `usedAt` is set by one conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export const registrationTokens = pgTable(
  'registration_tokens',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 hex of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** 'confirm_email' | 'password_setup' | 'password_reset'. */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_tokens_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** One-time codes (6 digits, 5 minutes, 5 attempts) sent by SMS or e-mail to verify a mobile number. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    /** What the code verifies: 'mobile'. */
    purpose: text('purpose').notNull(),
    /** The number being verified (E.164). */
    subject: text('subject').notNull(),
    /** 'sms' or 'email': where the code was sent. */
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_client_idx').on(t.clientId, t.purpose, t.createdAt)],
);

/**
 * How many codes of a purpose a client was sent, and how many wrong codes they typed, on one Malaysian calendar day
 * (modules/otp/daily-caps.ts; docs/security.md "One-time codes"). A counter row per client, purpose and day, so the
 * daily caps hold whatever happens to the codes themselves (replaced, used, purged). `locked_at` is set once, when
 * a cap is reached: the purpose is then closed to that client until the next day.
 */
export const otpDailyUsage = pgTable(
  'otp_daily_usage',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The day in Malaysia (UTC+8) the counts belong to. */
    day: date('day', { mode: 'string' }).notNull(),
    sends: integer('sends').notNull().default(0),
    failedGuesses: integer('failed_guesses').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** 'sends' or 'failedGuesses': which cap closed the purpose. */
    lockReason: text('lock_reason'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.purpose, t.day] })],
);

/** The unique index on client_personal_info's normalised ID number (its violation means "taken"). */
export const CLIENT_ID_NUMBER_INDEX = 'client_personal_info_id_number_uq';

/**
 * The normalised ID number as SQL: 'C:' and the digits for a card, 'P:<country>:' and the letters and digits for
 * a passport (a 12-digit passport number is not a MyKad number). Only immutable functions, as an index needs.
 */
export function idNumberKeySql(idType: AnyPgColumn | SQL, country: AnyPgColumn | SQL, nric: AnyPgColumn | SQL): SQL {
  return sql`(case when ${idType} = 'PASSPORT' then 'P:' || ${country} || ':' || regexp_replace(upper(${nric}), '[^A-Z0-9]', '', 'g') else 'C:' || regexp_replace(${nric}, '[^0-9]', '', 'g') end)`;
}

/**
 * Step 5. One person, one account: an ID number may belong to one client only. The unique index is on the
 * normalised number so formatting cannot get round it: a card number (MyKad, MyPR, MyKAS share one numbering) as
 * its digits, a passport as country plus its letters and digits. A change to `idNumberKeySql` needs a migration.
 * A released number (a rejected application past its cooling-off) no longer holds the index.
 */
export const clientPersonalInfo = pgTable(
  'client_personal_info',
  {
    personalInformationId: serial('personal_information_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .unique()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    country: text('country').notNull(),
    idType: text('id_type').notNull(),
    nric: text('nric').notNull(),
    gender: text('gender').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    maritalStatus: text('marital_status').notNull(),
    spouseName: text('spouse_name'),
    spouseNric: text('spouse_nric'),
    ethnicity: text('ethnicity').notNull(),
    isPep: boolean('is_pep').notNull(),
    pepDetails: text('pep_details'),
    /**
     * Set when the number is released for a new application: the application was rejected and the cooling-off
     * period (system parameter REGISTRATION.REAPPLY_AFTER_DAYS) has passed. The row stays as the record.
     */
    idNumberReleasedAt: timestamp('id_number_released_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    modifiedBy: text('modified_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(CLIENT_ID_NUMBER_INDEX)
      .on(idNumberKeySql(t.idType, t.country, t.nric))
      .where(sql`${t.idNumberReleasedAt} is null`),
  ],
);

/** Step 6. The row appears with the first verified number; the address columns fill when the step is saved. */
export const clientContactInfo = pgTable('client_contact_info', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  /** The number verified with a code (E.164) and how; compared with clients.mobile_number. */
  verifiedMobileNumber: text('verified_mobile_number'),
  mobileVerifiedBy: text('mobile_verified_by'),
  mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  postcode: text('postcode'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  createdBy: text('created_by'),
  modifiedBy: text('modified_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Step 7. */
export const clientFinancialInfo = pgTable('client_financial_info', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  employmentStatus: text('employment_status').notNull(),
  occupation: text('occupation'),
  businessType: text('business_type'),
  employerName: text('employer_name'),
  annualIncome: text('annual_income').notNull(),
  netWorth: text('net_worth').notNull(),
  sourceOfFunds: text('source_of_funds').notNull(),
  bankCode: text('bank_code').notNull(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankAccountHolderName: text('bank_account_holder_name').notNull(),
  /**
   * False from a my-profile bank change until staff verify the new account (issue #13): withdrawals refuse to pay
   * an unverified account. The registration account is checked by the application review, so it starts true.
   */
  bankAccountVerified: boolean('bank_account_verified').notNull().default(true),
  taxResidency: text('tax_residency').notNull(),
  taxIdentificationNumber: text('tax_identification_number'),
  isUsPerson: boolean('is_us_person').notNull(),
  hasDomesticRinggitBorrowing: boolean('has_domestic_ringgit_borrowing').notNull(),
  borrowingUndertakingAt: timestamp('borrowing_undertaking_at', { withTimezone: true }).notNull(),
  createdBy: text('created_by').notNull(),
  modifiedBy: text('modified_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Step 8: answers and the risk cap they give (read by step 9). */
export const clientKnowledgeAnswers = pgTable('client_knowledge_answers', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  hasFinanceEducation: boolean('has_finance_education').notNull(),
  investmentExperience: text('investment_experience').notNull(),
  instrumentsTraded: text('instruments_traded')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  understandsRisk: boolean('understands_risk').notNull(),
  understandsCurrencyRisk: boolean('understands_currency_risk').notNull(),
  riskCap: integer('risk_cap').notNull(),
  createdBy: text('created_by').notNull(),
  modifiedBy: text('modified_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
