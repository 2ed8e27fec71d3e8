import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { deviceIntegrity, devices } from '../../db/schema/native';

/** A device row as the database holds it; routes map it to the contract DTO (never the secret hash). */
export type DeviceRow = typeof devices.$inferSelect;
export type IntegrityRow = typeof deviceIntegrity.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findDevice(db: Db, deviceId: string): Promise<DeviceRow | undefined> {
  if (!UUID.test(deviceId)) return undefined;
  const [row] = await db.select().from(devices).where(eq(devices.id, deviceId)).limit(1);
  return row;
}

export function listDevicesOfClient(db: Db, clientId: number): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.clientId, clientId)).orderBy(desc(devices.createdAt));
}

export async function insertDevice(db: Db, values: typeof devices.$inferInsert): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  return row!;
}

export interface Revocation {
  by: 'client' | 'staff' | 'system';
  reason: string;
}

/** Revokes one device if still active; returns the row either way (undefined when unknown). */
export async function revokeDevice(db: Db, deviceId: string, revocation: Revocation): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({ revokedAt: new Date(), revokedBy: revocation.by, revokeReason: revocation.reason })
    .where(and(eq(devices.id, deviceId), isNull(devices.revokedAt)))
    .returning();
  return row ?? findDevice(db, deviceId);
}

/** Revokes every active device matching `where`; returns the rows it revoked. */
async function revokeWhere(db: Db, where: ReturnType<typeof and>, revocation: Revocation): Promise<DeviceRow[]> {
  return db
    .update(devices)
    .set({ revokedAt: new Date(), revokedBy: revocation.by, revokeReason: revocation.reason })
    .where(and(where, isNull(devices.revokedAt)))
    .returning();
}

export function revokeDevicesOfInstall(db: Db, installId: string, revocation: Revocation): Promise<DeviceRow[]> {
  return revokeWhere(db, eq(devices.installId, installId), revocation);
}

export function revokeDevicesOfUserOnInstall(
  db: Db,
  userId: string,
  installId: string,
  revocation: Revocation,
): Promise<DeviceRow[]> {
  return revokeWhere(db, and(eq(devices.userId, userId), eq(devices.installId, installId)), revocation);
}

export async function markDeviceUsed(db: Db, deviceId: string, grantId: string): Promise<void> {
  await db.update(devices).set({ lastUsedAt: new Date(), lastGrantId: grantId }).where(eq(devices.id, deviceId));
}

export async function findIntegrity(db: Db, installId: string): Promise<IntegrityRow | undefined> {
  const [row] = await db.select().from(deviceIntegrity).where(eq(deviceIntegrity.installId, installId)).limit(1);
  return row;
}

/** Records a report; `rooted_at` is set by the first rooted report and never cleared by a later clean one. */
export async function recordIntegrity(
  db: Db,
  report: { installId: string; platform: string; rooted: boolean; appVersion: string | null },
): Promise<IntegrityRow> {
  const now = new Date();
  const result = report.rooted ? 'rooted' : 'clean';
  const [row] = await db
    .insert(deviceIntegrity)
    .values({
      installId: report.installId,
      platform: report.platform,
      lastResult: result,
      rootedAt: report.rooted ? now : null,
      appVersion: report.appVersion,
      firstReportedAt: now,
      lastReportedAt: now,
    })
    .onConflictDoUpdate({
      target: deviceIntegrity.installId,
      set: {
        platform: report.platform,
        lastResult: result,
        rootedAt: report.rooted
          ? sql`coalesce(${deviceIntegrity.rootedAt}, ${now.toISOString()}::timestamptz)`
          : sql`${deviceIntegrity.rootedAt}`,
        appVersion: report.appVersion,
        reportCount: sql`${deviceIntegrity.reportCount} + 1`,
        lastReportedAt: now,
      },
    })
    .returning();
  return row!;
}
