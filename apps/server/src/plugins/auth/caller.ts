import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '../../identity/create-identity';
import type { ClientRow } from '../../modules/clients/client.repository';
import { NotFoundError, UnauthorizedError } from '../errors/app-error';
import './route-auth';

export function hasRole(claims: AccessTokenClaims | null | undefined, role: string): boolean {
  return !!claims && Array.isArray(claims.role) && claims.role.includes(role);
}

export function isStaff(claims: AccessTokenClaims | null | undefined): boolean {
  return hasRole(claims, STAFF_ROLE);
}

export function isClient(claims: AccessTokenClaims | null | undefined): boolean {
  return hasRole(claims, CLIENT_ROLE);
}

/** The verified claims of the caller. Use on routes with `config.auth` set; throws 401 when there are none. */
export function requireUser(request: FastifyRequest): AccessTokenClaims {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Who did it, for the audit log: the caller's user id and the request id. Throws 401 without a caller. */
export const requestActor = (request: FastifyRequest) => ({ userId: requireUser(request).sub, requestId: request.id });

/**
 * The caller's client row on 'client' routes (the auth hook loaded and status-checked it).
 * Throws 404 when there is none, e.g. a staff caller on a 'clientOrStaff' route.
 */
export function requireClient(request: FastifyRequest): ClientRow {
  if (!request.client) throw new NotFoundError();
  return request.client;
}
