import { errorBodySchema } from '@harta/contracts/errors';
import type { StaffRole } from '@harta/contracts/staff-roles';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenClaims } from '../../identity/create-identity';
import type { SessionCaller } from '../../modules/session/session-caller.repository';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors/app-error';
import { requireApiScope } from './api-scope';
import { matchesBasicAuth, type BasicCredentials } from './basic-auth';
import { readBearerToken } from './bearer-token';
import { isClient, isStaff } from './caller';
import { assertClientStatusAllowed } from './client-status-gate';
import { assertRequestOwnership } from './ownership';
import type { RouteAuth } from './route-auth';
import { admitStaffMember, assertStaffRolesDeclared } from './staff-role-gate';

export interface AuthPluginOptions {
  /**
   * Whether the token's session (grant) still exists, and the client record of the login (users.id = token sub),
   * in one lookup; see modules/session/session-caller.repository.
   */
  findCaller: (userId: string, grantId: string | undefined) => Promise<SessionCaller>;
  /** From the identity server; without it every token is refused (401). */
  verifyAccessToken: ((token: string) => Promise<AccessTokenClaims>) | undefined;
  registrationBasicAuth: BasicCredentials;
}

/** The OpenAPI operation extension naming the staff roles a staff route admits (docs/backoffice.md). */
export const STAFF_ROLES_EXTENSION = 'x-staff-roles';
/** Marks a staff route that clients may call too (for their own records). */
export const CLIENT_CALLERS_EXTENSION = 'x-client-callers';

/** OpenAPI security scheme names, declared in the document by the openapi plugin. */
export const SecuritySchemes = { bearer: 'bearerAuth', registration: 'registrationBasic' } as const;

const unauthorizedBody = errorBodySchema.describe('Missing or invalid credentials (UNAUTHORIZED).');
const forbiddenBody = errorBodySchema.describe(
  'Role missing (FORBIDDEN), client status REJECT/CLOSE/SUSPEND (ACCOUNT_STATUS) or another client’s id (NOT_OWNER).',
);
const noClientBody = errorBodySchema.describe('The login has no client record (NOT_FOUND).');

type Hook = (request: FastifyRequest) => Promise<void>;

function appendHook(existing: unknown, hook: Hook): Hook[] {
  if (!existing) return [hook];
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Adds the security requirement and the auth error answers to a documented route, so the OpenAPI document
 * says what each route needs without every route repeating it.
 */
function documentAuth(
  route: RouteOptions,
  auth: Exclude<RouteAuth, 'public'>,
  staffRoles: readonly StaffRole[] | undefined,
): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  schema.security = [{ [auth === 'registration' ? SecuritySchemes.registration : SecuritySchemes.bearer]: [] }];
  // Which staff roles may call it, and whether clients may too ('clientOrStaff'), for readers of the document and
  // the role table test (test/staff-roles.test.ts).
  if (staffRoles) schema[STAFF_ROLES_EXTENSION] = [...staffRoles];
  if (auth === 'clientOrStaff') schema[CLIENT_CALLERS_EXTENSION] = true;
  const response = schema.response as Record<string, unknown> | undefined;
  if (!response) return;
  response[401] ??= unauthorizedBody;
  if (auth !== 'registration') response[403] ??= forbiddenBody;
  if (auth === 'client' || auth === 'clientOrStaff') response[404] ??= noClientBody;
}

/**
 * Route-level authentication and authorization, declared as `config.auth` (see route-auth.ts for the kinds).
 * Credentials are checked in onRequest, before the body is read, so an anonymous caller learns nothing from
 * validation errors; ownership of any clientId is checked in preValidation, once the body is parsed and before
 * the route's schema could drop a clientId it does not declare.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorateRequest('user', null);
    app.decorateRequest('client', null);

    // Loaded at most once per request, whoever asks first (auth hook, ownership check or handler).
    const callers = new WeakMap<FastifyRequest, Promise<SessionCaller>>();
    function loadCaller(request: FastifyRequest): Promise<SessionCaller> {
      let pending = callers.get(request);
      if (!pending) {
        const user = request.user;
        pending = user
          ? options.findCaller(user.sub, user.grantId)
          : Promise.resolve({ sessionLive: false, client: undefined, login: undefined });
        callers.set(request, pending);
      }
      return pending;
    }
    app.decorateRequest('getCallerClient', async function getCallerClient(this: FastifyRequest) {
      return (await loadCaller(this)).client ?? null;
    });

    async function verifyBearer(request: FastifyRequest): Promise<AccessTokenClaims> {
      const token = readBearerToken(request.headers.authorization);
      if (!token || !options.verifyAccessToken) throw new UnauthorizedError();
      try {
        return requireApiScope(await options.verifyAccessToken(token));
      } catch (err) {
        request.log.debug({ err }, 'access token refused');
        throw new UnauthorizedError();
      }
    }

    /** Client callers: role 'c', a client row, and (unless the route answers every status) an allowed status. */
    async function admitClient(request: FastifyRequest, claims: AccessTokenClaims, anyStatus: boolean): Promise<void> {
      if (!isClient(claims)) throw new ForbiddenError();
      const client = await request.getCallerClient();
      if (!client) throw new NotFoundError();
      request.client = client;
      if (!anyStatus) assertClientStatusAllowed(client.status);
    }

    /** Staff callers: the token says staff, and the login as stored now holds one of the route's roles. */
    async function admitStaff(request: FastifyRequest, claims: AccessTokenClaims, staffRoles: readonly StaffRole[]) {
      // A login that is also a client never acts as staff (no one reviews their own application).
      if (!isStaff(claims) || isClient(claims)) throw new ForbiddenError();
      admitStaffMember((await loadCaller(request)).login, staffRoles);
    }

    function authenticate(
      auth: Exclude<RouteAuth, 'public'>,
      anyStatus: boolean,
      staffRoles: readonly StaffRole[],
    ): Hook {
      if (auth === 'registration') {
        return async (request) => {
          if (!matchesBasicAuth(request.headers.authorization, options.registrationBasicAuth)) {
            throw new UnauthorizedError('Basic');
          }
        };
      }
      return async (request) => {
        const claims = await verifyBearer(request);
        request.user = claims;
        // A valid signature is not enough: the session it was issued in must not have ended since.
        if (!(await loadCaller(request)).sessionLive) {
          request.log.debug('access token of an ended session refused');
          throw new UnauthorizedError();
        }
        switch (auth) {
          case 'token':
            return;
          case 'staff':
            return admitStaff(request, claims, staffRoles);
          case 'clientOrStaff':
            // A login that also holds 'c' is a client here, as everywhere (no one acts as staff on their own records).
            if (isStaff(claims) && !isClient(claims)) return admitStaff(request, claims, staffRoles);
            return admitClient(request, claims, anyStatus);
          case 'client':
            return admitClient(request, claims, anyStatus);
        }
      };
    }

    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth ?? 'public';
      const staffRoles = route.config?.staffRoles;
      assertStaffRolesDeclared(route, auth, staffRoles);
      if (auth === 'public') {
        // Says "no credentials" explicitly, so a generated client does not send the document's default ones.
        if (route.schema) (route.schema as Record<string, unknown>).security ??= [];
        return;
      }
      route.onRequest = appendHook(
        route.onRequest,
        authenticate(auth, route.config?.clientStatus === 'any', staffRoles ?? []),
      );
      if (auth !== 'registration' && (route.config?.ownership ?? 'auto') === 'auto') {
        // Before validation, on the request as sent: a route whose schema has no clientId would otherwise strip
        // it and answer as if it were never sent, where docs/security.md promises 403.
        route.preValidation = appendHook(route.preValidation, assertRequestOwnership);
      }
      documentAuth(route, auth, staffRoles);
    });
  },
  { name: 'harta-auth' },
);
