import type { FastifyRequest } from 'fastify';
import { NotFoundError, NotOwnerError, ValidationError } from '../errors/app-error';
import { isStaff, requireUser } from './caller';

/**
 * GUIDE section 5: the server decides who is who from the token alone. Any clientId a request names must be
 * the caller's own, unless the caller is staff; otherwise 403 NOT_OWNER. The auth plugin runs
 * {@link assertRequestOwnership} before every authenticated handler; handlers call {@link assertOwnClientId}
 * for ids nested deeper (e.g. inside list items) and {@link resolveClientId} to pick the client to act on.
 */

const CLIENT_ID_KEY = /^clientid$/i;
const CLIENT_ID_HEADERS = ['clientid', 'x-client-id'];

type Claimed = unknown;

function collect(into: Claimed[], value: unknown): void {
  if (Array.isArray(value)) value.forEach((v) => collect(into, v));
  else if (value !== undefined && value !== null && value !== '') into.push(value);
}

function fromObject(into: Claimed[], source: unknown): void {
  if (!source || typeof source !== 'object' || Array.isArray(source) || Buffer.isBuffer(source)) return;
  for (const [key, value] of Object.entries(source)) {
    if (CLIENT_ID_KEY.test(key)) collect(into, value);
  }
}

/** Every clientId the request names: path parameters, query, top-level body fields and the clientId headers. */
export function claimedClientIds(request: FastifyRequest): Claimed[] {
  const claimed: Claimed[] = [];
  fromObject(claimed, request.params);
  fromObject(claimed, request.query);
  fromObject(claimed, request.body);
  for (const header of CLIENT_ID_HEADERS) collect(claimed, request.headers[header]);
  return claimed;
}

function sameId(claimed: unknown, own: number): boolean {
  return (typeof claimed === 'number' || typeof claimed === 'string') && String(claimed).trim() === String(own);
}

/**
 * Passes when `clientId` is absent, is the caller's own client id, or the caller is staff; else 403 NOT_OWNER.
 * A caller without a client row (and not staff) owns nothing.
 */
export async function assertOwnClientId(request: FastifyRequest, clientId: unknown): Promise<void> {
  const claimed: Claimed[] = [];
  collect(claimed, clientId);
  if (claimed.length === 0) return;
  if (isStaff(requireUser(request))) return;
  const own = request.client ?? (await request.getCallerClient());
  if (!own || !claimed.every((c) => sameId(c, own.clientId))) throw new NotOwnerError();
}

/** Checks every clientId in the request (see {@link claimedClientIds}). */
export async function assertRequestOwnership(request: FastifyRequest): Promise<void> {
  await assertOwnClientId(request, claimedClientIds(request));
}

/**
 * The client a call acts on: a client caller's own id (after checking `requested`, if given, is theirs);
 * for staff, the requested id, which they must then name.
 */
export async function resolveClientId(request: FastifyRequest, requested?: number | string | null): Promise<number> {
  const user = requireUser(request);
  if (isStaff(user)) {
    const id = Number(requested);
    if (requested === undefined || requested === null || requested === '' || !Number.isInteger(id) || id <= 0) {
      throw new ValidationError([{ path: 'clientId', message: 'clientId is required' }]);
    }
    return id;
  }
  await assertOwnClientId(request, requested);
  const own = request.client ?? (await request.getCallerClient());
  if (!own) throw new NotFoundError();
  return own.clientId;
}
