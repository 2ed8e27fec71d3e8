import { ident, qualified, type RunSql, type Table } from './table-catalog';

/**
 * Runs `work` (the bulk copy, inside the target's transaction) with the target's own rules out of the way, as
 * pg_restore loads data before its constraints:
 *
 * - user triggers disabled: the ledger's would refuse an account that does not open at zero and would move the
 *   balances again for every posting copied (docs/money.md §2); the valuations' would bump the generation. The
 *   copied rows already are what those triggers made them.
 * - foreign keys dropped and added back afterwards, which checks every copied row against them at once (any
 *   order of tables then works, self-references included);
 * - the rows the migrations themselves insert (reference rows, the valuation generation) emptied first: the
 *   embedded database's own rows replace them, staff edits included.
 *
 * Needs only ownership of the tables (the role that ran the migrations), not superuser. All of it is one
 * transaction with the copy: a failure rolls the rules back with the rows.
 */
export async function withRulesSuspended<T>(target: RunSql, tables: Table[], work: () => Promise<T>): Promise<T> {
  const schemas = [...new Set(tables.map((t) => t.schema))];
  const foreignKeys = await target(
    `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and connamespace = any (select oid from pg_namespace where nspname = any ($1::text[]))
      order by conrelid::regclass::text, conname`,
    [schemas],
  );
  for (const table of tables) await target(`alter table ${qualified(table)} disable trigger user`);
  for (const fk of foreignKeys)
    await target(`alter table ${String(fk.table)} drop constraint ${ident(String(fk.name))}`);
  if (tables.length > 0) await target(`truncate table ${tables.map(qualified).join(', ')}`);

  const result = await work();

  for (const fk of foreignKeys) {
    await target(`alter table ${String(fk.table)} add constraint ${ident(String(fk.name))} ${String(fk.definition)}`);
  }
  for (const table of tables) await target(`alter table ${qualified(table)} enable trigger user`);
  return result;
}
