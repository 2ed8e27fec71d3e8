import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@harta/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@harta/contracts/idempotency';
import { messagesEn } from '@harta/contracts/messages';
import type { Db, Tx } from '../../db/connection';
import { idempotentRequests } from '../../db/schema/transactions';
import { AppError } from '../../plugins/errors/app-error';
import { IdempotencyConflictError } from '../ledger/ledger-errors';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** Stable JSON: object keys sorted, so the same request body always hashes the same. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export function readIdempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(raw) ? undefined : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, ErrorCode.Validation, messagesEn['money.idempotencyKeyMissing']);
  }
  return key;
}

/**
 * Runs a money-moving request at most once per (caller, Idempotency-Key). The key row, the handler's own writes
 * and the stored answer commit together in one transaction, so:
 * - a retry after success gets the first answer back and moves nothing;
 * - a concurrent duplicate waits on the key's unique index and then gets the first answer;
 * - a handler that fails (4xx or crash) leaves nothing behind, and a retry runs it again;
 * - the same key with another body or on another operation is refused with 422 IDEMPOTENCY_CONFLICT.
 * The handler must do its database work on the `tx` it is given.
 */
export async function runIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  handler: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const userId = request.user?.sub;
  if (!userId) throw new Error('runIdempotent needs an authenticated route');
  const key = readIdempotencyKey(request);
  const operation = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(`${operation}\n${canonical(request.params)}\n${canonical(request.body)}`)
    .digest('hex');

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotentRequests)
      .values({ userId, key, operation, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
      if (!earlier || earlier.requestHash !== requestHash || earlier.statusCode === null) {
        throw new IdempotencyConflictError();
      }
      return { statusCode: earlier.statusCode, body: earlier.responseBody as T, replayed: true };
    }
    const answer = await handler(tx);
    await tx
      .update(idempotentRequests)
      .set({ statusCode: answer.statusCode, responseBody: answer.body as object })
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return { ...answer, replayed: false };
  });
}

/** Sends an idempotent answer; a replay says so in `Idempotent-Replayed: true` (the body is the first answer). */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/**
 * True when this caller's Idempotency-Key already has a stored answer (a retry of a finished request). A flow that
 * must check something outside the transaction first (a one-time code that a retry has already used) skips that
 * check then, and lets {@link runIdempotent} answer the retry. Throws 400 like runIdempotent when the key is missing.
 */
export async function hasStoredAnswer(db: Db, request: FastifyRequest): Promise<boolean> {
  const userId = request.user?.sub;
  if (!userId) throw new Error('hasStoredAnswer needs an authenticated route');
  const key = readIdempotencyKey(request);
  const [row] = await db
    .select({ statusCode: idempotentRequests.statusCode })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  return row !== undefined && row.statusCode !== null;
}
