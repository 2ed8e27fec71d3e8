import { isBlockedStatus } from '@harta/contracts/client-status';
import { messagesEn } from '@harta/contracts/messages';
import {
  DeviceErrorCode,
  type BiometricLoginRequest,
  type BiometryType,
  type Device,
  type DeviceIntegrityReport,
  type MobilePlatform,
  type RegisterDeviceRequest,
  type RegisteredDevice,
  type TokenSet,
} from '@harta/contracts/schemas/native';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { clients } from '../../db/schema/clients';
import { loginAttempts, users } from '../../db/schema/identity';
import { loginKeySql } from '../../identity/login-name';
import { AccountStatusError, AppError, ServiceUnavailableError } from '../../plugins/errors/app-error';
import type { ClientRow } from '../clients/client.repository';
import { hashDeviceSecret, matchesDeviceSecret, newDeviceSecret } from './device-secret';
import type { DeviceTokenIssuer } from './device-token-issuer';
import {
  findDevice,
  findIntegrity,
  insertDevice,
  listDevicesOfClient,
  markDeviceUsed,
  recordIntegrity,
  revokeDevice,
  revokeDevicesOfInstall,
  revokeDevicesOfUserOnInstall,
  type DeviceRow,
  type Revocation,
} from './devices.repository';

/** 401: unknown device, wrong secret, revoked, another installation. One answer for all, so nothing leaks. */
export class DeviceCredentialInvalidError extends AppError {
  constructor() {
    super(401, DeviceErrorCode.CredentialInvalid, messagesEn['device.credentialInvalid']);
  }
}

/** 403: this installation reported a rooted or jailbroken device. */
export class DeviceCompromisedError extends AppError {
  constructor() {
    super(403, DeviceErrorCode.Compromised, messagesEn['device.compromised']);
  }
}

/** 403: the account is locked after failed passwords; biometrics do not bypass the lock. */
export class AccountLockedError extends AppError {
  constructor() {
    super(403, DeviceErrorCode.AccountLocked, messagesEn['auth.lockout']);
  }
}

export function toDevice(row: DeviceRow): Device {
  return {
    deviceId: row.id,
    clientId: row.clientId,
    platform: row.platform as MobilePlatform,
    name: row.name,
    biometryType: row.biometryType as BiometryType,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: (row.revokedBy as Device['revokedBy']) ?? null,
    revokeReason: row.revokeReason,
  };
}

export interface Actor {
  userId: string;
  email: string | null;
  staff: boolean;
  requestId: string;
}

export interface DevicesService {
  register(client: ClientRow, input: RegisterDeviceRequest): Promise<RegisteredDevice>;
  list(clientId: number): Promise<Device[]>;
  find(deviceId: string): Promise<DeviceRow | undefined>;
  revoke(device: DeviceRow, actor: Actor): Promise<Device>;
  biometricLogin(input: BiometricLoginRequest): Promise<TokenSet>;
  reportIntegrity(report: DeviceIntegrityReport): Promise<{ allowed: boolean }>;
}

export function createDevicesService(deps: {
  db: Db;
  issuer: DeviceTokenIssuer | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  now?: () => Date;
}): DevicesService {
  const { db, issuer, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function isCompromised(installId: string): Promise<boolean> {
    return !!(await findIntegrity(db, installId))?.rootedAt;
  }

  /** Revokes devices and ends the sessions they started (best effort: the revocation itself is what counts). */
  async function endSessions(rows: DeviceRow[]): Promise<void> {
    if (!issuer) return;
    for (const row of rows) {
      if (!row.lastGrantId) continue;
      await issuer.revokeGrant(row.lastGrantId).catch((err: unknown) => {
        log.warn({ err, deviceId: row.id }, 'devices: could not revoke the session of a revoked device');
      });
    }
  }

  async function revokeAll(rows: Promise<DeviceRow[]>): Promise<void> {
    await endSessions(await rows);
  }

  return {
    async register(client, input) {
      if (await isCompromised(input.installId)) throw new DeviceCompromisedError();
      // One active credential per user and installation: enabling again replaces the old one.
      const replaced: Revocation = { by: 'system', reason: 'replaced' };
      await revokeAll(revokeDevicesOfUserOnInstall(db, client.userId, input.installId, replaced));
      const secret = newDeviceSecret();
      const row = await insertDevice(db, {
        userId: client.userId,
        clientId: client.clientId,
        installId: input.installId,
        platform: input.platform,
        name: input.name,
        biometryType: input.biometryType,
        secretHash: hashDeviceSecret(secret),
      });
      log.info({ deviceId: row.id, clientId: client.clientId }, 'devices: biometric login enabled');
      return { deviceId: row.id, deviceSecret: secret, createdAt: row.createdAt.toISOString() };
    },

    async list(clientId) {
      return (await listDevicesOfClient(db, clientId)).map(toDevice);
    },

    find: (deviceId) => findDevice(db, deviceId),

    async revoke(device, actor) {
      const revocation: Revocation = actor.staff
        ? { by: 'staff', reason: `staff:${actor.email ?? actor.userId}` }
        : { by: 'client', reason: 'client' };
      const wasActive = !device.revokedAt;
      const row = (await revokeDevice(db, device.id, revocation)) ?? device;
      if (wasActive) await endSessions([row]);
      if (actor.staff && wasActive) {
        await db.insert(auditLog).values({
          actor: actor.userId,
          action: 'device.revoke',
          subjectType: 'device',
          subjectId: device.id,
          details: { clientId: device.clientId },
          requestId: actor.requestId,
        });
      }
      return toDevice(row);
    },

    async biometricLogin(input) {
      if (!issuer) throw new ServiceUnavailableError();
      const device = await findDevice(db, input.deviceId);
      if (
        !device ||
        device.installId !== input.installId ||
        !matchesDeviceSecret(input.deviceSecret, device.secretHash)
      ) {
        throw new DeviceCredentialInvalidError();
      }
      // The holder of a genuine credential learns why it stopped working: a rooted device goes to vapt.
      if (await isCompromised(device.installId)) {
        await revokeAll(revokeDevicesOfInstall(db, device.installId, { by: 'system', reason: 'rooted' }));
        throw new DeviceCompromisedError();
      }
      if (device.revokedAt) throw new DeviceCredentialInvalidError();

      const [owner] = await db
        .select({ lockedUntil: loginAttempts.lockedUntil, status: clients.status })
        .from(users)
        .innerJoin(clients, eq(clients.userId, users.id))
        .leftJoin(loginAttempts, eq(loginAttempts.loginKey, loginKeySql(users.email)))
        .where(eq(users.id, device.userId))
        .limit(1);
      if (!owner) throw new DeviceCredentialInvalidError();
      if (owner.lockedUntil && owner.lockedUntil.getTime() > now().getTime()) throw new AccountLockedError();
      // Spec section 4: REJECT, CLOSE and SUSPEND cannot log in, whichever way they try.
      if (isBlockedStatus(owner.status)) throw new AccountStatusError();

      const issued = await issuer.issue(device.userId);
      if (!issued) throw new DeviceCredentialInvalidError(); // account disabled or deleted
      await markDeviceUsed(db, device.id, issued.grantId);
      return issued.tokens;
    },

    async reportIntegrity(report) {
      const row = await recordIntegrity(db, {
        installId: report.installId,
        platform: report.platform,
        rooted: report.rooted,
        appVersion: report.appVersion ?? null,
      });
      if (row.rootedAt) {
        const revoked = revokeDevicesOfInstall(db, report.installId, { by: 'system', reason: 'rooted' });
        await revokeAll(revoked);
        if (report.rooted) log.warn({ installId: report.installId }, 'devices: rooted or jailbroken device reported');
      }
      return { allowed: !row.rootedAt };
    },
  };
}
