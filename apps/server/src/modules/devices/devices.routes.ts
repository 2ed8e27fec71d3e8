import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  biometricLoginRequestSchema,
  biometricLoginResponseSchema,
  deviceIntegrityRequestSchema,
  deviceIntegrityResponseSchema,
  deviceListQuerySchema,
  deviceListResponseSchema,
  deviceResponseSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
} from '@harta/contracts/schemas/native';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { isStaff, requireClient, requireUser } from '../../plugins/auth/caller';
import { assertOwnClientId, resolveClientId } from '../../plugins/auth/ownership';
import { NotFoundError } from '../../plugins/errors/app-error';
import { deviceTokenIssuerFor } from './device-token-issuer';
import { createDevicesService } from './devices.service';

export interface DevicesRoutesOptions {
  db: Db;
  /** The app's identity server: device logins issue their tokens through its provider (else they answer 503). */
  identity: object | undefined;
}

const TAG = 'Devices';

/**
 * The native app's device-bound biometric credential (ADR 0002) and device integrity reports (issue #4).
 * Enabling and listing need the client's token; revoking is open to the device's owner and to staff; the
 * biometric login and the integrity report are public (the app has no token yet when it sends them).
 */
export const devicesRoutes: FastifyPluginAsyncZod<DevicesRoutesOptions> = async (app, options) => {
  const issuer = deviceTokenIssuerFor(options.identity, options.db);
  const service = createDevicesService({ db: options.db, issuer, log: app.log });

  app.post(
    ApiPaths.devices.register,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Enable biometric login on this device: returns the device credential once',
        body: registerDeviceRequestSchema,
        response: {
          201: registerDeviceResponseSchema,
          403: errorBodySchema.describe('DEVICE_COMPROMISED: this installation reported a rooted device.'),
        },
      },
    },
    async (request, reply) => {
      const result = await service.register(requireClient(request), request.body);
      return reply.code(201).send({ result });
    },
  );

  app.get(
    ApiPaths.devices.list,
    {
      config: { auth: 'clientOrStaff', staffRoles: ['operations', 'compliance'] },
      schema: {
        tags: [TAG],
        summary: "The client's biometric devices, newest first (staff name the client with ?clientId=)",
        querystring: deviceListQuerySchema,
        response: { 200: deviceListResponseSchema },
      },
    },
    async (request) => {
      const clientId = await resolveClientId(request, request.query.clientId);
      return { result: await service.list(clientId) };
    },
  );

  app.delete(
    '/api/devices/:deviceId',
    {
      config: { auth: 'clientOrStaff', staffRoles: ['operations', 'compliance'] },
      schema: {
        tags: [TAG],
        summary: 'Revoke a device: no more biometric logins from it, and the sessions it started end',
        params: z.object({ deviceId: z.string().max(100) }),
        response: { 200: deviceResponseSchema },
      },
    },
    async (request) => {
      const device = await service.find(request.params.deviceId);
      if (!device) throw new NotFoundError();
      // The device's client must be the caller (staff may revoke any).
      await assertOwnClientId(request, device.clientId);
      const user = requireUser(request);
      const result = await service.revoke(device, {
        userId: user.sub,
        email: user.email ?? null,
        staff: isStaff(user),
        requestId: request.id,
      });
      return { result };
    },
  );

  app.post(
    ApiPaths.devices.biometricLogin,
    {
      schema: {
        tags: [TAG],
        summary: 'Biometric login: exchange the device credential for a token set (as the token endpoint answers)',
        body: biometricLoginRequestSchema,
        response: {
          200: biometricLoginResponseSchema,
          401: errorBodySchema.describe('DEVICE_CREDENTIAL_INVALID: unknown, wrong or revoked credential.'),
          403: errorBodySchema.describe(
            'DEVICE_COMPROMISED (rooted device), ACCOUNT_LOCKED (failed passwords) or ACCOUNT_STATUS.',
          ),
        },
      },
    },
    async (request, reply) => {
      const tokens = await service.biometricLogin(request.body);
      // A token response: never cached (RFC 6749 section 5.1).
      reply.header('cache-control', 'no-store');
      return { result: tokens };
    },
  );

  app.post(
    ApiPaths.devices.integrity,
    {
      schema: {
        tags: [TAG],
        summary: "The app's root/jailbreak check result; a rooted installation's devices are revoked",
        body: deviceIntegrityRequestSchema,
        response: { 200: deviceIntegrityResponseSchema },
      },
    },
    async (request) => ({ result: await service.reportIntegrity(request.body) }),
  );
};
