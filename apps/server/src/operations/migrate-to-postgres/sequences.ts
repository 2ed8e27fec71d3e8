import { ident, SCHEMAS_NOT_COPIED, type RunSql } from './table-catalog';

const notCopied = SCHEMAS_NOT_COPIED.map((s) => `'${s}'`).join(', ');

/**
 * Sets every sequence of the target where the embedded one stood, and in any case past the largest value of the
 * column it feeds: the copied rows keep their ids, so the next id the target hands out must be new. A sequence never
 * used on either side stays at its start. Answers how many were set.
 */
export async function setSequences(source: RunSql, target: RunSql): Promise<number> {
  const used = new Map<string, string>();
  for (const row of await source(
    `select schemaname as schema, sequencename as name, last_value::text as last
       from pg_sequences where schemaname not in (${notCopied}) and last_value is not null`,
  )) {
    used.set(`${String(row.schema)}.${String(row.name)}`, String(row.last));
  }
  const sequences = await target(
    `select n.nspname as schema, s.relname as name, t.relname as "table", a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
                            and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname not in (${notCopied}) and n.nspname not like 'pg\\_%'
      order by n.nspname, s.relname`,
  );
  let set = 0;
  for (const seq of sequences) {
    const schema = String(seq.schema);
    const sequence = `${ident(schema)}.${ident(String(seq.name))}`;
    const column = seq.column
      ? `(select max(${ident(String(seq.column))})::bigint from ${ident(schema)}.${ident(String(seq.table))})`
      : 'null::bigint';
    const [row] = await target(`select greatest($1::bigint, ${column})::text as value`, [
      used.get(`${schema}.${String(seq.name)}`) ?? null,
    ]);
    if (row?.value === null || row?.value === undefined) continue;
    await target(`select setval($1::regclass, $2::bigint, true)`, [sequence, String(row.value)]);
    set += 1;
  }
  return set;
}
