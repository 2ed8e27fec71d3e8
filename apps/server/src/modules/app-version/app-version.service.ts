import {
  NATIVE_APP_ID,
  type AppVersionRecord,
  type MobileAppVersionInfo,
  type MobilePlatform,
  type UpdateAppVersionRequest,
} from '@harta/contracts/schemas/native';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { findAppVersion, saveAppVersion, type AppVersionRow } from './app-version.repository';

/**
 * What getMobileAppVersion answers before staff have saved a record: the release this server belongs to is the
 * latest, nothing is blacklisted (so no installed app is asked to update), and the store addresses point at the
 * listing. Staff set the real App Store address in the back office once the app is published.
 */
export function defaultAppVersion(platform: MobilePlatform, currentVersion: string): MobileAppVersionInfo {
  return {
    latest: currentVersion,
    url:
      platform === 'android'
        ? `https://play.google.com/store/apps/details?id=${NATIVE_APP_ID}`
        : 'https://apps.apple.com/my/search?term=Harta',
    blacklist: [],
    alerts: {
      mandatory: {
        title: 'Update required',
        text: 'This version of Harta is no longer supported. Please update the app to continue.',
      },
      optional: {
        title: 'Update available',
        text: 'A new version of Harta is available, with the latest improvements and fixes.',
      },
    },
  };
}

function toInfo(row: AppVersionRow): MobileAppVersionInfo {
  return {
    latest: row.latest,
    url: row.url,
    blacklist: [...row.blacklist],
    alerts: {
      mandatory: { title: row.mandatoryTitle, text: row.mandatoryText },
      optional: { title: row.optionalTitle, text: row.optionalText },
    },
  };
}

export interface AppVersionService {
  /** The public answer for one platform. */
  info(platform: MobilePlatform): Promise<MobileAppVersionInfo>;
  /** Staff view: both platforms, saved or default. */
  records(): Promise<AppVersionRecord[]>;
  update(
    platform: MobilePlatform,
    input: UpdateAppVersionRequest,
    actor: { userId: string; email: string | null; requestId: string },
  ): Promise<AppVersionRecord>;
}

export function createAppVersionService(db: Db, currentVersion: string): AppVersionService {
  async function record(platform: MobilePlatform): Promise<AppVersionRecord> {
    const row = await findAppVersion(db, platform);
    return row
      ? { platform, ...toInfo(row), updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }
      : { platform, ...defaultAppVersion(platform, currentVersion), updatedAt: null, updatedBy: null };
  }

  return {
    async info(platform) {
      const row = await findAppVersion(db, platform);
      return row ? toInfo(row) : defaultAppVersion(platform, currentVersion);
    },

    records: () => Promise.all((['android', 'ios'] as const).map(record)),

    async update(platform, input, actor) {
      const blacklist = [...new Set(input.blacklist)];
      const saved = await db.transaction(async (tx) => {
        const row = await saveAppVersion(tx, platform, {
          latest: input.latest,
          url: input.url,
          blacklist,
          mandatoryTitle: input.alerts.mandatory.title,
          mandatoryText: input.alerts.mandatory.text,
          optionalTitle: input.alerts.optional.title,
          optionalText: input.alerts.optional.text,
          updatedBy: actor.email,
        });
        // GUIDE section 5: every staff decision is audited.
        await tx.insert(auditLog).values({
          actor: actor.userId,
          action: 'app-version.update',
          subjectType: 'mobile_app_version',
          subjectId: platform,
          details: { latest: input.latest, url: input.url, blacklist },
          requestId: actor.requestId,
        });
        return row;
      });
      return { platform, ...toInfo(saved), updatedAt: saved.updatedAt.toISOString(), updatedBy: saved.updatedBy };
    },
  };
}
