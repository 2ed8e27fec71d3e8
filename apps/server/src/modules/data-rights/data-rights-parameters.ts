import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';

/**
 * The periods of personal-data requests, system parameters staff edit in the back office (category DATA_RIGHTS;
 * docs/operations.md "Personal-data requests"). A value missing or malformed falls back to the default: the
 * defaults are the safe side (keep the records the law asks for; a short download window).
 */
export interface DataRightsParameters {
  /** Days a ready copy can be downloaded before it is purged. */
  exportValidDays: number;
  /** Copies a client may ask for in 24 hours. */
  exportsPerDay: number;
  /** Years the financial records are kept after closure; erasure waits for them. */
  retentionYears: number;
}

export const DATA_RIGHTS_PARAMETERS = {
  category: 'DATA_RIGHTS',
  exportValidDays: { key: 'EXPORT_VALID_DAYS', fallback: 7, min: 1, max: 90 },
  exportsPerDay: { key: 'EXPORTS_PER_DAY', fallback: 3, min: 1, max: 50 },
  // Never below the law's seven years, whatever is typed (docs/operations.md).
  retentionYears: { key: 'FINANCIAL_RECORDS_RETENTION_YEARS', fallback: 7, min: 7, max: 100 },
} as const;

export async function readDataRightsParameters(db: Pick<Db, 'select'>): Promise<DataRightsParameters> {
  const { category, exportValidDays, exportsPerDay, retentionYears } = DATA_RIGHTS_PARAMETERS;
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, category),
        inArray(systemParameters.key, [exportValidDays.key, exportsPerDay.key, retentionYears.key]),
        eq(systemParameters.active, true),
      ),
    );
  const read = (p: { key: string; fallback: number; min: number; max: number }) => {
    const text = rows.find((r) => r.key === p.key)?.value.trim() ?? '';
    const value = /^\d{1,4}$/.test(text) ? Number(text) : p.fallback;
    return value >= p.min && value <= p.max ? value : p.fallback;
  };
  return {
    exportValidDays: read(exportValidDays),
    exportsPerDay: read(exportsPerDay),
    retentionYears: read(retentionYears),
  };
}
