import { isActiveStatus } from '@harta/contracts/client-status';
import { messagesEn, type MessageKey } from '@harta/contracts/messages';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { AppError } from '../../plugins/errors/app-error';
import type { ClientRow } from '../clients/client.repository';
import { checkOneTimeCode, consumeOneTimeCode, type OtpPurpose } from '../otp/one-time-codes';
import { auditClientChange } from '../registration/shared/audit';
import { readSection, type ProfileSection } from './profile-snapshots';

/**
 * One part of a profile update: the registration step's checks and write for one section. Each update call is
 * one or more parts (UpdateClientProfile takes several), run by {@link runProfileUpdate}.
 */
export interface ProfilePart {
  section: ProfileSection;
  /** Checks that read but do not write (reference data, names); throw an AppError to refuse. */
  check?: () => Promise<void>;
  /** The write, on the update's one transaction. */
  write: (tx: Db) => Promise<void>;
}

/** A one-time code the update needs (step-up to the number on record; the new number's own code). */
export interface RequiredCode {
  purpose: OtpPurpose;
  subject: string;
  code: string;
  /** The request field that carries it, named in a refusal so the form shows it under that field. */
  field: 'otp' | 'stepUpOtp';
}

/** A one-time code refused (wrong, expired, locked for the day): the code's own error, and which field sent it. */
export class CodeRefusal extends AppError {
  constructor(
    cause: AppError,
    readonly field: RequiredCode['field'],
  ) {
    super(cause.statusCode, cause.code, cause.message, cause.options);
  }
}

/**
 * What a refusal answers: the spec's `{ status: false, errorMessage }`, plus, for a one-time code's error, its
 * code, the field and the wait (contracts `profileUpdateResultSchema`).
 */
function refusal(err: AppError): ProfileUpdateResult {
  const result: ProfileUpdateResult = { status: false, errorMessage: refusalMessage(err) };
  if (!err.code.startsWith('OTP_')) return result;
  result.errorCode = err.code;
  if (err instanceof CodeRefusal) result.field = err.field;
  const wait = Number(err.options.headers?.['retry-after']);
  if (Number.isInteger(wait) && wait > 0) result.retryAfterSeconds = wait;
  return result;
}

/** Checks a required code, naming its field in the refusal. */
export async function checkRequiredCode(db: Db, clientId: number, c: RequiredCode) {
  try {
    return await checkOneTimeCode(db, { clientId, purpose: c.purpose, subject: c.subject }, c.code);
  } catch (err) {
    if (err instanceof AppError) throw new CodeRefusal(err, c.field);
    throw err;
  }
}

export class ProfileRefusal extends AppError {
  constructor(key: MessageKey) {
    super(409, 'PROFILE_REFUSED', messagesEn[key]);
  }
}

/** The text of a refusal: a field rule's own message rather than the generic 'validation failed'. */
function refusalMessage(err: AppError): string {
  const key = err.options.issues?.[0]?.message;
  return key && key in messagesEn ? messagesEn[key as MessageKey] : err.message;
}

/** The caller, who must be an approved client to change their profile. */
export function requireActiveClient(request: FastifyRequest): ClientRow {
  const client = requireClient(request);
  if (!isActiveStatus(client.status)) throw new ProfileRefusal('profile.notActive');
  return client;
}

/** Runs `work`; a refusal (any 4xx AppError) answers `{ status: false, errorMessage }`, success `{ status: true }`. */
export async function asProfileResult(work: () => Promise<void>): Promise<ProfileUpdateResult> {
  try {
    await work();
    return { status: true, errorMessage: null };
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) return refusal(err);
    throw err;
  }
}

/**
 * The shape every my-profile update shares (docs/account.md "Profile updates"): an approved client only; the
 * checks; the codes checked (a wrong one counts as an attempt even though the update then fails); then one
 * transaction that uses the codes, writes every part and writes each section's audit entry with its value before
 * and after, so a failure anywhere leaves nothing half-changed. A rule the server refuses answers
 * `{ status: false, errorMessage }`; a body the schema refuses has already answered 400 with its issues, and
 * another client's id 403 (the auth plugin's ownership check).
 */
export async function runProfileUpdate(
  db: Db,
  request: FastifyRequest,
  action: string,
  build: (client: ClientRow) => Promise<{ parts: ProfilePart[]; codes?: RequiredCode[] }>,
): Promise<ProfileUpdateResult & { client: ClientRow | undefined }> {
  let changed: ClientRow | undefined;
  const result = await asProfileResult(async () => {
    const client = requireActiveClient(request);
    const { parts, codes = [] } = await build(client);
    for (const part of parts) await part.check?.();
    const checked: { id: number }[] = [];
    for (const c of codes) checked.push(await checkRequiredCode(db, client.clientId, c));
    const before = await Promise.all(parts.map((p) => readSection(db, client.clientId, p.section)));
    await db.transaction(async (tx) => {
      for (const c of checked) await consumeOneTimeCode(tx, c.id);
      for (const [i, part] of parts.entries()) {
        await part.write(tx);
        const after = await readSection(tx, client.clientId, part.section);
        await auditClientChange(tx, request, client.clientId, `${action}.${part.section}`, {
          before: before[i],
          after,
        });
      }
    });
    changed = client;
  });
  return { ...result, client: changed };
}
