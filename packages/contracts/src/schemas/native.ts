import { z } from 'zod';
import { safeTextSchema } from '../validators';

/**
 * The native app's contracts: mobile app version info (spec sections 3 and 7), the device-bound biometric
 * credential and device integrity reports (issue #4; see docs/native.md and docs/adr/0002).
 */

/**
 * The native app's id (apps/web/capacitor.config.ts `appId`, Android applicationId, iOS bundle id), also its store
 * id: the default Play Store address is built from it. A web unit test keeps the native projects in step.
 */
export const NATIVE_APP_ID = 'my.harta.app';

export const MOBILE_PLATFORMS = ['ios', 'android'] as const;
export const mobilePlatformSchema = z.enum(MOBILE_PLATFORMS);
export type MobilePlatform = z.infer<typeof mobilePlatformSchema>;

/** Dotted numeric versions, one to four components: '1', '1.2', '1.10.0', '2.0.0.17'. */
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;
export const appVersionStringSchema = z.string().trim().regex(APP_VERSION_PATTERN, 'validation.appVersion');

const alertSchema = z.object({ title: z.string(), text: z.string() });

/** Mobile app version info (spec section 3): latest, url, blacklist, alerts.mandatory and alerts.optional. */
export const mobileAppVersionInfoSchema = z.object({
  latest: z.string(),
  /** Where the update comes from (the store listing). */
  url: z.string(),
  /** Installed versions that must update before the app can be used. */
  blacklist: z.array(z.string()),
  alerts: z.object({ mandatory: alertSchema, optional: alertSchema }),
});
export type MobileAppVersionInfo = z.infer<typeof mobileAppVersionInfoSchema>;

export const mobileAppVersionResponseSchema = z.object({ result: mobileAppVersionInfoSchema });

/** The staff view of one platform's record. */
export const appVersionRecordSchema = mobileAppVersionInfoSchema.extend({
  platform: mobilePlatformSchema,
  /** Null while the built-in defaults apply (nobody has saved the record yet). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AppVersionRecord = z.infer<typeof appVersionRecordSchema>;

export const appVersionListResponseSchema = z.object({ result: z.array(appVersionRecordSchema) });
export const appVersionRecordResponseSchema = z.object({ result: appVersionRecordSchema });

const nonBlank = (max: number) =>
  safeTextSchema().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

const alertInputSchema = z.object({ title: nonBlank(100), text: nonBlank(500) });

/** Staff edit of a platform's record (PUT). The latest version may not be blacklisted itself. */
export const updateAppVersionRequestSchema = z
  .object({
    latest: appVersionStringSchema,
    url: z
      .string()
      .trim()
      .max(500, 'validation.maxLength')
      .regex(/^(https:\/\/|itms-apps:\/\/|market:\/\/)\S+$/, 'validation.storeUrl'),
    blacklist: z.array(appVersionStringSchema).max(200),
    alerts: z.object({ mandatory: alertInputSchema, optional: alertInputSchema }),
  })
  .refine((value) => !value.blacklist.includes(value.latest), {
    path: ['blacklist'],
    message: 'validation.latestBlacklisted',
  });
export type UpdateAppVersionRequest = z.infer<typeof updateAppVersionRequestSchema>;

/** Biometry types by name (spec section 3), in the order of the native plugin's enumeration. */
export const BIOMETRY_TYPES = [
  'none',
  'touch id',
  'face id',
  'fingerprint',
  'face authentication',
  'iris',
  'multiple',
] as const;
export const biometryTypeSchema = z.enum(BIOMETRY_TYPES);
export type BiometryType = z.infer<typeof biometryTypeSchema>;

/** A random id the app creates once per installation (kept in the app's preferences). */
export const installIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/);

/** POST /api/devices: enable biometric login on this device (client token). */
export const registerDeviceRequestSchema = z.object({
  installId: installIdSchema,
  platform: mobilePlatformSchema,
  /** Shown in the device list, e.g. 'Pixel 8 (Android 15)'. */
  name: safeTextSchema().trim().min(1).max(100),
  biometryType: biometryTypeSchema,
});
export type RegisterDeviceRequest = z.infer<typeof registerDeviceRequestSchema>;

export const registerDeviceResponseSchema = z.object({
  result: z.object({
    deviceId: z.string(),
    /** Returned once: the app keeps it in the keychain/keystore; the server keeps only its hash. */
    deviceSecret: z.string(),
    createdAt: z.string(),
  }),
});
export type RegisteredDevice = z.infer<typeof registerDeviceResponseSchema>['result'];

export const deviceSchema = z.object({
  deviceId: z.string(),
  clientId: z.number().int(),
  platform: mobilePlatformSchema,
  name: z.string(),
  biometryType: biometryTypeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Who revoked it: the client, staff, or the system (replaced by a newer enrolment, device reported rooted). */
  revokedBy: z.enum(['client', 'staff', 'system']).nullable(),
  revokeReason: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListResponseSchema = z.object({ result: z.array(deviceSchema) });
export const deviceResponseSchema = z.object({ result: deviceSchema });

export const deviceListQuerySchema = z.object({
  /** Staff must name the client; a client may omit it (or give their own). */
  clientId: z.coerce.number().int().positive().optional(),
});

/** POST /api/devices/biometric-login: exchanges the device credential for a normal token set. */
export const biometricLoginRequestSchema = z.object({
  deviceId: z.uuid(),
  deviceSecret: z.string().min(32).max(200),
  installId: installIdSchema,
});
export type BiometricLoginRequest = z.infer<typeof biometricLoginRequestSchema>;

/** The same token response the identity server's token endpoint gives (OAuth 2.0 field names). */
export const tokenSetSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  scope: z.string(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

export const biometricLoginResponseSchema = z.object({ result: tokenSetSchema });

/** POST /api/devices/integrity: the app's root/jailbreak check result, sent at every start. */
export const deviceIntegrityRequestSchema = z.object({
  installId: installIdSchema,
  platform: mobilePlatformSchema,
  rooted: z.boolean(),
  appVersion: z.string().trim().max(40).optional(),
});
export type DeviceIntegrityReport = z.infer<typeof deviceIntegrityRequestSchema>;

export const deviceIntegrityResponseSchema = z.object({
  result: z.object({
    /** False once any report for this installation said rooted: the server's policy, not only the device's. */
    allowed: z.boolean(),
  }),
});

/** Error codes of the device endpoints (besides the shared ones in contracts/errors). */
export const DeviceErrorCode = {
  /** The device credential is unknown, wrong or revoked: the app wipes it and falls back to the password. */
  CredentialInvalid: 'DEVICE_CREDENTIAL_INVALID',
  /** The installation reported a rooted/jailbroken device: no biometric enrolment or login. */
  Compromised: 'DEVICE_COMPROMISED',
  /** The account is locked after failed password attempts. */
  AccountLocked: 'ACCOUNT_LOCKED',
} as const;
