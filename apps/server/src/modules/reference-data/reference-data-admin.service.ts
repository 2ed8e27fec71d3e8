import { formatMessage } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { ReferenceTypes } from '@harta/contracts/schemas/reference-data';
import {
  FIXED_CODE_TYPES,
  RESTRICTED_COUNTRY_LIST,
  SYSTEM_PARAMETER_LIST,
  referenceItemCreateSchemaFor,
  referenceItemUpdateSchemaFor,
  referenceListKind,
  type ReferenceItem,
  type ReferenceList,
} from '@harta/contracts/schemas/reference-data-admin';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import {
  countryExists,
  dropdownTypeCounts,
  itemStoreFor,
  restrictedCountryCounts,
  systemParameterCounts,
  type ItemChange,
  type ItemRow,
  type ListCounts,
} from './reference-data-admin.repository';

export interface Actor {
  userId: string;
  email: string | null;
  requestId: string;
}

/** The public endpoint each list feeds (what clients see after an edit). */
const PUBLIC_PATHS: Record<string, string> = {
  BUSINESS_TYPE: ApiPaths.dropDown.getBusinessTypeList,
  OCCUPATION: ApiPaths.dropDown.getOccupationList,
  NET_WORTH: ApiPaths.dropDown.getNetWorthList,
  BANK: ApiPaths.dropDown.getBankList,
  COUNTRY: ApiPaths.dropDown.getCountryList,
  ETHNICITY: ApiPaths.systemDefaultEthnicity,
  [SYSTEM_PARAMETER_LIST]: '/api/SystemParameter/SystemParameters/{a}/{b}',
  [RESTRICTED_COUNTRY_LIST]: ApiPaths.restrictedCountryGet,
};

function toList(counts: ListCounts): ReferenceList {
  return {
    id: counts.id,
    kind: referenceListKind(counts.id),
    fixedCodes: FIXED_CODE_TYPES.includes(counts.id),
    itemCount: counts.itemCount,
    activeCount: counts.activeCount,
    publicPath: PUBLIC_PATHS[counts.id] ?? ApiPaths.dropDown.getValueByType(counts.id),
  };
}

function toItem(row: ItemRow): ReferenceItem {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** What the audit log keeps of an item: everything staff can change. */
function auditImage(row: ItemRow | null) {
  return row && { label: row.label, value: row.value, sortOrder: row.sortOrder, active: row.active };
}

function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

const fixedCodesError = () => new AppError(409, 'FIXED_CODES', formatMessage('referenceData.fixedCodes'));

/**
 * Staff edits of the reference data (docs/backoffice.md): add, edit, deactivate and reactivate, each in one
 * transaction with its audit entry (who, when, the item before and after). Codes never change and nothing is
 * deleted, because client records hold the codes.
 */
export function createReferenceDataAdminService(db: Db) {
  async function allLists(): Promise<ReferenceList[]> {
    const counted = new Map((await dropdownTypeCounts(db)).map((c) => [c.id, c]));
    const dropdownIds = [...new Set<string>([...ReferenceTypes, ...counted.keys()])].sort();
    return [
      ...dropdownIds.map((id) => toList(counted.get(id) ?? { id, itemCount: 0, activeCount: 0 })),
      toList(await systemParameterCounts(db)),
      toList(await restrictedCountryCounts(db)),
    ];
  }

  async function resolveList(raw: string): Promise<ReferenceList> {
    const id = raw.toUpperCase();
    const list = (await allLists()).find((l) => l.id === id);
    if (!list) throw new NotFoundError(formatMessage('referenceData.unknownList', { list: raw }));
    return list;
  }

  async function audit(
    tx: Db,
    action: string,
    list: ReferenceList,
    code: string,
    before: ItemRow | null,
    after: ItemRow,
    actor: Actor,
  ) {
    await writeAudit(tx, {
      actor: actor.userId,
      action,
      subjectType: 'reference_data',
      subjectId: `${list.id}/${code}`,
      details: { list: list.id, code, by: actor.email, before: auditImage(before), after: auditImage(after) },
      requestId: actor.requestId,
    });
  }

  /** Applies `change` to the locked item, auditing it; an edit that changes nothing is not recorded. */
  async function change(
    list: ReferenceList,
    rawCode: string,
    action: string,
    actor: Actor,
    next: (before: ItemRow) => ItemChange,
  ): Promise<ReferenceItem> {
    const code = rawCode.toUpperCase();
    const store = itemStoreFor(list.id);
    const row = await db.transaction(async (tx) => {
      const before = await store.find(tx, code, { lock: true });
      if (!before) throw new NotFoundError();
      const wanted = next(before);
      const same =
        wanted.label === before.label &&
        wanted.value === before.value &&
        wanted.sortOrder === before.sortOrder &&
        wanted.active === before.active;
      if (same) return before;
      const after = await store.update(tx, code, wanted);
      await audit(tx, action, list, code, before, after, actor);
      return after;
    });
    return toItem(row);
  }

  return {
    lists: allLists,

    async items(listId: string): Promise<{ list: ReferenceList; items: ReferenceItem[] }> {
      const list = await resolveList(listId);
      const rows = await itemStoreFor(list.id).list(db);
      return { list, items: rows.map(toItem) };
    },

    async create(listId: string, body: unknown, actor: Actor): Promise<ReferenceItem> {
      const list = await resolveList(listId);
      if (list.fixedCodes) throw fixedCodesError();
      const input = parseInput(referenceItemCreateSchemaFor(list.id), body);
      if (list.kind === 'restrictedCountry' && !(await countryExists(db, input.code))) {
        throw new ValidationError([{ path: 'code', message: 'validation.countryCode' }]);
      }
      const store = itemStoreFor(list.id);
      const row = await db.transaction(async (tx) => {
        const created = await store.insert(tx, {
          code: input.code,
          label: input.label,
          value: input.value ?? null,
          sortOrder: input.sortOrder,
          active: true,
        });
        if (!created) {
          throw new AppError(
            409,
            'DUPLICATE_CODE',
            formatMessage('referenceData.duplicateCode', { code: input.code }),
            {
              issues: [{ path: 'code', message: 'referenceData.duplicateCode' }],
            },
          );
        }
        await audit(tx, 'reference-data.create', list, input.code, null, created, actor);
        return created;
      });
      return toItem(row);
    },

    async update(listId: string, code: string, body: unknown, actor: Actor): Promise<ReferenceItem> {
      const list = await resolveList(listId);
      const input = parseInput(referenceItemUpdateSchemaFor(list.id), body);
      return change(list, code, 'reference-data.update', actor, (before) => ({
        label: input.label,
        value: input.value === undefined ? before.value : input.value,
        sortOrder: input.sortOrder ?? before.sortOrder,
        active: before.active,
      }));
    },

    async setActive(listId: string, code: string, active: boolean, actor: Actor): Promise<ReferenceItem> {
      const list = await resolveList(listId);
      if (list.fixedCodes) throw fixedCodesError();
      const action = active ? 'reference-data.reactivate' : 'reference-data.deactivate';
      return change(list, code, action, actor, (before) => ({ ...before, active }));
    },
  };
}

export type ReferenceDataAdminService = ReturnType<typeof createReferenceDataAdminService>;
