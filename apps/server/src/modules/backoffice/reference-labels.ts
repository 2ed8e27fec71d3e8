import type { LabelledCode } from '@harta/contracts/schemas/backoffice';
import type { ReferenceType } from '@harta/contracts/schemas/reference-data';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { referenceValues } from '../../db/schema/reference-data';

export type LabelOf = (type: ReferenceType, code: string) => LabelledCode;
export type WantedLabel = readonly [type: ReferenceType, code: string | null | undefined];

/**
 * Names of the reference-data codes an application uses, in one query. Inactive rows count too: a client keeps
 * the option they chose even after staff retire it. A code without a row shows as itself rather than nothing.
 */
export async function loadReferenceLabels(db: Db, wanted: readonly WantedLabel[]): Promise<LabelOf> {
  const codesByType = new Map<ReferenceType, Set<string>>();
  for (const [type, code] of wanted) {
    if (!code) continue;
    const codes = codesByType.get(type) ?? new Set<string>();
    codes.add(code);
    codesByType.set(type, codes);
  }
  const names = new Map<string, string>();
  if (codesByType.size > 0) {
    const rows = await db
      .select({ type: referenceValues.type, code: referenceValues.code, name: referenceValues.name })
      .from(referenceValues)
      .where(
        or(
          ...[...codesByType].map(([type, codes]) =>
            and(eq(referenceValues.type, type), inArray(referenceValues.code, [...codes])),
          ),
        ),
      );
    for (const row of rows) names.set(`${row.type}\u0000${row.code}`, row.name);
  }
  return (type, code) => ({ code, label: names.get(`${type}\u0000${code}`) ?? code });
}
