import { and, asc, count, eq, max, sql, type AnyColumn } from 'drizzle-orm';
import { RESTRICTED_COUNTRY_LIST, SYSTEM_PARAMETER_LIST } from '@harta/contracts/schemas/reference-data-admin';
import type { Db } from '../../db/connection';
import { referenceValues, restrictedCountries, systemParameters } from '../../db/schema/reference-data';

/**
 * Staff reads and writes of the three reference tables, each seen through one item shape (see contracts
 * schemas/reference-data-admin): a store per table, picked by the list id. Items are never deleted.
 */

export interface ItemRow {
  code: string;
  label: string;
  value: string | null;
  sortOrder: number | null;
  active: boolean;
  updatedAt: Date;
}

export interface ItemChange {
  label: string;
  value: string | null;
  sortOrder: number | null;
  active: boolean;
}

export interface ItemStore {
  list(db: Db): Promise<ItemRow[]>;
  /** `lock`: hold the row until the transaction ends, so the before-image in the audit log is the real one. */
  find(db: Db, code: string, options?: { lock?: boolean }): Promise<ItemRow | undefined>;
  /** Undefined when the code is taken (also by a concurrent insert). */
  insert(db: Db, item: ItemChange & { code: string }): Promise<ItemRow | undefined>;
  update(db: Db, code: string, change: ItemChange): Promise<ItemRow>;
}

export interface ListCounts {
  id: string;
  itemCount: number;
  activeCount: number;
}

const activeCount = (column: AnyColumn) => sql<number>`count(*) filter (where ${column})::int`;

/** Every dropdown type present in the table, with its item counts. */
export async function dropdownTypeCounts(db: Db): Promise<ListCounts[]> {
  return db
    .select({
      id: referenceValues.type,
      itemCount: count(),
      activeCount: activeCount(referenceValues.active),
    })
    .from(referenceValues)
    .groupBy(referenceValues.type);
}

export async function systemParameterCounts(db: Db): Promise<ListCounts> {
  const [row] = await db
    .select({ itemCount: count(), activeCount: activeCount(systemParameters.active) })
    .from(systemParameters);
  return { id: SYSTEM_PARAMETER_LIST, itemCount: row?.itemCount ?? 0, activeCount: row?.activeCount ?? 0 };
}

export async function restrictedCountryCounts(db: Db): Promise<ListCounts> {
  const [row] = await db
    .select({ itemCount: count(), activeCount: activeCount(restrictedCountries.active) })
    .from(restrictedCountries);
  return { id: RESTRICTED_COUNTRY_LIST, itemCount: row?.itemCount ?? 0, activeCount: row?.activeCount ?? 0 };
}

/** Whether `code` is on the COUNTRY list (active or not): a restriction must name a real country. */
export async function countryExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: referenceValues.code })
    .from(referenceValues)
    .where(and(eq(referenceValues.type, 'COUNTRY'), eq(referenceValues.code, code)))
    .limit(1);
  return Boolean(row);
}

function dropdownStore(type: string): ItemStore {
  // COUNTRY keeps its dialling code in `extra`; other types have no value.
  const hasValue = type === 'COUNTRY';
  const columns = {
    code: referenceValues.code,
    label: referenceValues.name,
    value: hasValue ? sql<string | null>`${referenceValues.extra} ->> 'dialCode'` : sql<null>`null`,
    sortOrder: referenceValues.sortOrder,
    active: referenceValues.active,
    updatedAt: referenceValues.updatedAt,
  };
  const byCode = (code: string) => and(eq(referenceValues.type, type), eq(referenceValues.code, code));
  const extraWith = (value: string | null) =>
    sql`coalesce(${referenceValues.extra}, '{}'::jsonb) || jsonb_build_object('dialCode', ${value}::text)`;

  async function nextSortOrder(db: Db): Promise<number> {
    const [row] = await db
      .select({ last: max(referenceValues.sortOrder) })
      .from(referenceValues)
      .where(eq(referenceValues.type, type));
    return (row?.last ?? 0) + 1;
  }

  const store: ItemStore = {
    list: (db) =>
      db
        .select(columns)
        .from(referenceValues)
        .where(eq(referenceValues.type, type))
        .orderBy(asc(referenceValues.sortOrder), asc(referenceValues.name)),

    async find(db, code, options = {}) {
      const query = db.select(columns).from(referenceValues).where(byCode(code)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(db, item) {
      const [row] = await db
        .insert(referenceValues)
        .values({
          type,
          code: item.code,
          name: item.label,
          sortOrder: item.sortOrder ?? (await nextSortOrder(db)),
          active: item.active,
          extra: hasValue ? { dialCode: item.value } : null,
        })
        .onConflictDoNothing()
        .returning({ code: referenceValues.code });
      return row ? store.find(db, row.code) : undefined;
    },

    async update(db, code, change) {
      await db
        .update(referenceValues)
        .set({
          name: change.label,
          ...(change.sortOrder === null ? {} : { sortOrder: change.sortOrder }),
          active: change.active,
          ...(hasValue ? { extra: extraWith(change.value) } : {}),
          updatedAt: new Date(),
        })
        .where(byCode(code));
      return (await store.find(db, code))!;
    },
  };
  return store;
}

/** System parameters are addressed as CATEGORY.KEY. */
function splitParameterCode(code: string): [category: string, key: string] {
  const dot = code.indexOf('.');
  return dot < 0 ? [code, ''] : [code.slice(0, dot), code.slice(dot + 1)];
}

function systemParameterStore(): ItemStore {
  const columns = {
    code: sql<string>`${systemParameters.category} || '.' || ${systemParameters.key}`,
    label: sql<string>`coalesce(${systemParameters.description}, '')`,
    value: systemParameters.value,
    sortOrder: sql<null>`null`,
    active: systemParameters.active,
    updatedAt: systemParameters.updatedAt,
  };
  const byCode = (code: string) => {
    const [category, key] = splitParameterCode(code);
    return and(eq(systemParameters.category, category), eq(systemParameters.key, key));
  };

  const store: ItemStore = {
    list: (db) =>
      db.select(columns).from(systemParameters).orderBy(asc(systemParameters.category), asc(systemParameters.key)),

    async find(db, code, options = {}) {
      const query = db.select(columns).from(systemParameters).where(byCode(code)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(db, item) {
      const [category, key] = splitParameterCode(item.code);
      const [row] = await db
        .insert(systemParameters)
        .values({ category, key, value: item.value ?? '', description: item.label, active: item.active })
        .onConflictDoNothing()
        .returning({ category: systemParameters.category });
      return row ? store.find(db, item.code) : undefined;
    },

    async update(db, code, change) {
      await db
        .update(systemParameters)
        .set({ value: change.value ?? '', description: change.label, active: change.active, updatedAt: new Date() })
        .where(byCode(code));
      return (await store.find(db, code))!;
    },
  };
  return store;
}

function restrictedCountryStore(): ItemStore {
  const columns = {
    code: restrictedCountries.code,
    label: restrictedCountries.reason,
    value: sql<null>`null`,
    sortOrder: sql<null>`null`,
    active: restrictedCountries.active,
    updatedAt: restrictedCountries.updatedAt,
  };

  const store: ItemStore = {
    list: (db) => db.select(columns).from(restrictedCountries).orderBy(asc(restrictedCountries.code)),

    async find(db, code, options = {}) {
      const query = db.select(columns).from(restrictedCountries).where(eq(restrictedCountries.code, code)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(db, item) {
      const [row] = await db
        .insert(restrictedCountries)
        .values({ code: item.code, reason: item.label, active: item.active })
        .onConflictDoNothing()
        .returning({ code: restrictedCountries.code });
      return row ? store.find(db, row.code) : undefined;
    },

    async update(db, code, change) {
      await db
        .update(restrictedCountries)
        .set({ reason: change.label, active: change.active, updatedAt: new Date() })
        .where(eq(restrictedCountries.code, code));
      return (await store.find(db, code))!;
    },
  };
  return store;
}

export function itemStoreFor(list: string): ItemStore {
  if (list === SYSTEM_PARAMETER_LIST) return systemParameterStore();
  if (list === RESTRICTED_COUNTRY_LIST) return restrictedCountryStore();
  return dropdownStore(list);
}
