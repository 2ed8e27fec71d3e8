import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { referenceValues, restrictedCountries, systemParameters } from '../../db/schema/reference-data';

/** Reads of the reference data (the routes and the registration checks share them). */

export async function listValues(db: Db, type: string, options: { exclude?: string } = {}) {
  const rows = await db
    .select({ code: referenceValues.code, name: referenceValues.name, extra: referenceValues.extra })
    .from(referenceValues)
    .where(
      and(
        eq(referenceValues.type, type),
        eq(referenceValues.active, true),
        options.exclude ? ne(referenceValues.code, options.exclude) : undefined,
      ),
    )
    .orderBy(asc(referenceValues.sortOrder), asc(referenceValues.name));
  return rows;
}

/** The active entry of `type` with `code`, if any. */
export async function findValue(db: Db, type: string, code: string) {
  const [row] = await db
    .select({ code: referenceValues.code, name: referenceValues.name })
    .from(referenceValues)
    .where(and(eq(referenceValues.type, type), eq(referenceValues.code, code), eq(referenceValues.active, true)))
    .limit(1);
  return row;
}

export async function listRestrictedCountries(db: Db) {
  return db
    .select({ code: restrictedCountries.code, reason: restrictedCountries.reason, name: referenceValues.name })
    .from(restrictedCountries)
    .leftJoin(
      referenceValues,
      and(eq(referenceValues.type, 'COUNTRY'), eq(referenceValues.code, restrictedCountries.code)),
    )
    .where(eq(restrictedCountries.active, true))
    .orderBy(asc(restrictedCountries.code));
}

/** The active restriction on a country, if any (with the country's name for the notice). */
export async function findRestrictedCountry(db: Db, code: string) {
  const rows = await listRestrictedCountries(db);
  return rows.find((r) => r.code === code);
}

/** The active parameter, if any (a deactivated one answers 404 like an unknown one). */
export async function findSystemParameter(db: Db, category: string, key: string) {
  const [row] = await db
    .select({ category: systemParameters.category, key: systemParameters.key, value: systemParameters.value })
    .from(systemParameters)
    .where(
      and(eq(systemParameters.category, category), eq(systemParameters.key, key), eq(systemParameters.active, true)),
    )
    .limit(1);
  return row;
}
