import { eq } from 'drizzle-orm';
import type { MobilePlatform } from '@harta/contracts/schemas/native';
import type { Db } from '../../db/connection';
import { mobileAppVersions } from '../../db/schema/native';

export type AppVersionRow = typeof mobileAppVersions.$inferSelect;
export type AppVersionValues = Omit<typeof mobileAppVersions.$inferInsert, 'platform' | 'updatedAt'>;

export async function findAppVersion(db: Db, platform: MobilePlatform): Promise<AppVersionRow | undefined> {
  const [row] = await db.select().from(mobileAppVersions).where(eq(mobileAppVersions.platform, platform)).limit(1);
  return row;
}

/** Creates or replaces a platform's record. */
export async function saveAppVersion(
  db: Db,
  platform: MobilePlatform,
  values: AppVersionValues,
): Promise<AppVersionRow> {
  const now = new Date();
  const [row] = await db
    .insert(mobileAppVersions)
    .values({ platform, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: mobileAppVersions.platform, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
