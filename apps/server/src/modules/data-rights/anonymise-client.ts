import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { loginKeyOf } from '../../identity/login-name';
import { revokeAccountTokens } from '../registration/forgot-password/revoke-sessions';

/**
 * Erasure (docs/operations.md "Personal-data requests", "What erasure changes"): the client's personal data is
 * replaced or removed, column by column, so that nobody can tell who the person was, while every financial record
 * stays (amounts, dates, portfolios, the ledger untouched and balanced) and the audit trail keeps who did what
 * (actors are login ids, subjects client ids) without the person's details.
 *
 * Runs inside the caller's transaction; answers the file store keys to delete once it has committed (the files are
 * not transactional). Every statement is about this client only.
 */
export interface ErasureTarget {
  clientId: number;
  userId: string;
  /** The person's own identifiers (e-mail, full name, ID number, phone, address, bank account) for the audit sweep. */
  identifiers: string[];
}

/** The login and contact address the erased account gets: unique, and a domain that can never receive mail. */
export const erasedEmail = (clientId: number) => `erased-${clientId}@erased.invalid`;
export const ERASED = 'ERASED';

/** Keys of the AC and AR fields naming the buyer (FPX), removed from stored payment messages. */
const BUYER_KEYS = sql.raw(
  `array['fpx_buyerName', 'fpx_buyerEmail', 'fpx_buyerAccNo', 'fpx_buyerIban', 'fpx_buyerId']`,
);

/** The registration rows record who wrote them (the client's e-mail address): replaced too. */
const ERASED_BY = sql.raw(`created_by = 'erasure', modified_by = 'erasure'`);

function statements(t: ErasureTarget): SQL[] {
  const { clientId: c, userId: u } = t;
  const email = erasedEmail(c);
  const orderIds = sql`select order_id from payment_orders where client_id = ${c}`;
  return [
    // Identity: the login cannot be used again and no longer names anyone; its sessions and lockout row go.
    sql`delete from login_attempts where login_key = (select ${sql.raw(loginKeyOf('email'))} from users where id = ${u})`,
    sql`update users set email = ${email}, password_hash = null, display_name = null, disabled = true,
          updated_at = now() where id = ${u}`,
    sql`update clients set email_address = ${email}, given_name = ${ERASED}, sur_name = null, mobile_number = null,
          updated_at = now() where client_id = ${c}`,
    sql`update client_personal_info set title = ${ERASED}, nric = ${`${ERASED}-${c}`}, gender = ${ERASED},
          dob = date '1900-01-01', spouse_name = null, spouse_nric = null, pep_details = null,
          id_number_released_at = coalesce(id_number_released_at, now()), ${ERASED_BY}, updated_at = now()
          where client_id = ${c}`,
    sql`update client_contact_info set verified_mobile_number = null, address_line1 = null, address_line2 = null,
          postcode = null, city = null, state = null, mobile_verified_by = null, ${ERASED_BY}, updated_at = now()
          where client_id = ${c}`,
    sql`update client_financial_info set employer_name = null, bank_account_number = ${ERASED},
          bank_account_holder_name = ${ERASED}, tax_identification_number = null, ${ERASED_BY},
          updated_at = now() where client_id = ${c}`,
    sql`update client_knowledge_answers set ${ERASED_BY} where client_id = ${c}`,
    // Free text staff wrote about the person.
    sql`update client_applications set reason = null where client_id = ${c}`,
    sql`update client_closure_flags set note = null where client_id = ${c}`,
    sql`update document_replacements set reject_reason = null where client_id = ${c}`,
    sql`update credit_checks set report = '{}'::jsonb where client_id = ${c}`,
    // Documents: the rows stay (that a document was checked is part of the record), names and hashes go; the
    // files themselves are deleted after commit.
    sql`update client_documents set file_name = ${ERASED}, sha256 = ${ERASED} where client_id = ${c}`,
    sql`update document_replacement_files set file_name = ${ERASED}, sha256 = ${ERASED}
          where replacement_id in (select id from document_replacements where client_id = ${c})`,
    sql`update bnm_documents set file_name = ${ERASED}, sha256 = ${ERASED}, description = null, reject_reason = null
          where client_id = ${c}`,
    // Money records keep amounts and dates; the bank account and the buyer's name in payment messages go.
    sql`update withdrawals set bank_account_number = ${ERASED}, bank_account_holder_name = ${ERASED}
          where client_id = ${c}`,
    sql`update payment_orders set acknowledgement = acknowledgement - ${BUYER_KEYS}
          where client_id = ${c} and acknowledgement is not null`,
    sql`update payment_acknowledgement_inbox set fields = fields - ${BUYER_KEYS} where order_id in (${orderIds})`,
    sql`update fpx_sandbox_transactions set request = request - ${BUYER_KEYS} where seller_order_no in (${orderIds})`,
    sql`update client_transactions set details = null where client_id = ${c}`,
    // Four-eyes requests about them keep who made and decided what, and when; the change itself (a bank account, a
    // closure reason) goes, like an audit entry's details.
    sql`update staff_action_requests set change = '{"erased":true}'::json, summary = ${ERASED}, result = null
          where subject_type = 'client' and subject_id = ${String(c)}`,
    sql`update referral_rewards set referee_id_key = 'erased-' || id where referee_client_id = ${c}`,
    sql`update devices set name = ${ERASED}, secret_hash = ${ERASED}, revoked_at = coalesce(revoked_at, now()),
          revoked_by = coalesce(revoked_by, 'system'), revoke_reason = coalesce(revoke_reason, 'erased')
          where client_id = ${c}`,
    // Short-lived or derived rows: removed outright.
    sql`delete from otp_codes where client_id = ${c}`,
    sql`delete from otp_daily_usage where client_id = ${c}`,
    sql`delete from registration_handoffs where client_id = ${c}`,
    sql`delete from registration_tokens where user_id = ${u}`,
    sql`delete from idempotent_requests where user_id = ${u}`,
    sql`delete from returns_cache where client_id = ${c}`,
    sql`delete from answer_cache where client_id = ${c}`,
  ];
}

/** Messages sent to the person: removed (their addresses and contents are personal). Run before the rewrite. */
function messageStatements(c: number): SQL[] {
  return [
    sql`delete from mail_outbox where "to" = (select email_address from clients where client_id = ${c})`,
    sql`delete from mail_outbox where "to" = (select email from users u join clients k on k.user_id = u.id
          where k.client_id = ${c})`,
    sql`delete from sms_messages where "to" in (
          select mobile_number from clients where client_id = ${c} and mobile_number is not null
          union select verified_mobile_number from client_contact_info
           where client_id = ${c} and verified_mobile_number is not null)`,
  ];
}

/**
 * The audit trail keeps every row (who, what, when, about which client id); the details of rows about the client
 * or by them, and of any other row that quotes one of their identifiers, become `{ "erased": true }`.
 */
function auditStatements(t: ErasureTarget): SQL[] {
  const quoting = t.identifiers
    .filter((value) => value.trim().length >= 4)
    .map((value) => sql`details::text ilike ${`%${value.replace(/[\\%_]/g, '\\$&')}%`}`);
  const about = sql`(subject_type = 'client' and subject_id = ${String(t.clientId)}) or actor = ${t.userId}`;
  const where = quoting.length > 0 ? sql`${about} or ${sql.join(quoting, sql` or `)}` : about;
  return [sql`update audit_log set details = '{"erased": true}'::jsonb where details is not null and (${where})`];
}

async function storageKeys(tx: Tx, clientId: number): Promise<string[]> {
  const result = (await tx.execute(sql`
    select storage_key from client_documents where client_id = ${clientId}
    union all select f.storage_key from document_replacement_files f
      join document_replacements r on r.id = f.replacement_id where r.client_id = ${clientId}
    union all select storage_key from bnm_documents where client_id = ${clientId}
    union all select storage_key from client_statements where client_id = ${clientId}
    union all select file_key from data_requests where client_id = ${clientId} and file_key is not null`)) as unknown as {
    rows: { storage_key: string }[];
  };
  return result.rows.map((r) => r.storage_key);
}

/** Anonymises the client inside `tx`; answers the file store keys to delete after commit. */
export async function anonymiseClient(tx: Tx, target: ErasureTarget): Promise<string[]> {
  const keys = await storageKeys(tx, target.clientId);
  for (const statement of [...auditStatements(target), ...messageStatements(target.clientId), ...statements(target)]) {
    await tx.execute(statement);
  }
  await revokeAccountTokens(tx, target.userId);
  await tx.execute(sql`update data_requests set file_key = null where client_id = ${target.clientId}`);
  return keys;
}
