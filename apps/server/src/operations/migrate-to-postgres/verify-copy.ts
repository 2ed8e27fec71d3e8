import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { findLedgerViolations, type LedgerViolations } from '../../modules/ledger/ledger-invariants';
import { conservationViolations, moneyFigures, type MoneyFigures } from '../../modules/ledger/money-checks';
import { decryptFile } from '../../modules/files/encryption';
import type { FileStore } from '../../modules/files/file-store';
import { columnsAsText } from './copy-rows';
import { ident, qualified, tableName, type RunSql, type Table } from './table-catalog';

/** A table's row count and a digest of its rows' text forms (independent of their order). */
export interface TableDigest {
  rows: bigint;
  digest: string;
}

/**
 * Per table: count(*) and the sum of a 60-bit slice of each row's md5 over its columns' text forms. Equal digests
 * on both sides mean every value came through as it was (under {@link TEXT_FORM_SETTINGS}), not only as many rows.
 */
export async function tableDigests(run: RunSql, tables: Table[]): Promise<Map<string, TableDigest>> {
  const digests = new Map<string, TableDigest>();
  for (const table of tables) {
    const [row] = await run(
      `select count(*)::text as rows,
              coalesce(sum(('x' || left(md5(row(${columnsAsText(table, 't')})::text), 15))::bit(60)::bigint), 0)::text
                as digest
         from ${qualified(table)} t`,
    );
    digests.set(tableName(table), { rows: BigInt(String(row!.rows)), digest: String(row!.digest) });
  }
  return digests;
}

export function digestDifferences(source: Map<string, TableDigest>, target: Map<string, TableDigest>): string[] {
  const problems: string[] = [];
  for (const [name, theirs] of source) {
    const ours = target.get(name);
    if (!ours) problems.push(`${name}: missing on the target`);
    else if (ours.rows !== theirs.rows)
      problems.push(`${name}: ${theirs.rows} rows embedded, ${ours.rows} on the target`);
    else if (ours.digest !== theirs.digest) problems.push(`${name}: same row count, but the values differ`);
  }
  return problems;
}

const listed = (violations: LedgerViolations): string[] =>
  Object.entries(violations).flatMap(([rule, keys]) => (keys.length > 0 ? [`${rule}: ${keys.join(', ')}`] : []));

export interface LedgerReport {
  /** Ledger rules broken on the target (docs/money.md §2), then the money identity's, each named. */
  problems: string[];
  /** The same checks on the embedded database: a problem it already had is reported as such. */
  alreadyInSource: string[];
  figures: MoneyFigures;
}

/**
 * The ledger checks and the money identity (docs/money.md, "Cross-flow tests") on the target, and the same figures
 * as the embedded database's: a copy that lost or changed a posting, an account or a payment fails here.
 */
export async function verifyLedger(source: Pick<Db, 'execute'>, target: Pick<Db, 'execute'>): Promise<LedgerReport> {
  const checks = async (db: Pick<Db, 'execute'>) => {
    const figures = await moneyFigures(db);
    return { figures, problems: [...listed(await findLedgerViolations(db)), ...conservationViolations(figures)] };
  };
  const before = await checks(source);
  const after = await checks(target);
  const problems = [...after.problems];
  for (const [name, value] of Object.entries(before.figures)) {
    const copied = after.figures[name as keyof MoneyFigures];
    if (copied !== value) problems.push(`money figure ${name}: ${value} embedded, ${copied} on the target`);
  }
  return { problems, alreadyInSource: before.problems, figures: after.figures };
}

/** Stored files checked per table that names them (a `storage_key` column). */
export const FILES_SAMPLED_PER_TABLE = 10;

export interface FilesReport {
  checked: number;
  problems: string[];
}

/**
 * A sample of the stored files named by the target's rows, read through the file store of the new configuration
 * (the same DATA_DIR/files or S3 bucket: the migration does not move files), decrypted, and compared with the
 * row's SHA-256 and size where the table keeps them.
 */
export async function verifyFiles(
  target: RunSql,
  tables: Table[],
  store: FileStore,
  encryptionKey: Buffer,
): Promise<FilesReport> {
  const report: FilesReport = { checked: 0, problems: [] };
  for (const table of tables) {
    const has = (name: string) => table.columns.some((c) => c.name === name);
    if (!has('storage_key')) continue;
    const pick = ['storage_key', 'sha256', 'encrypted', 'size_bytes'].filter(has).map(ident).join(', ');
    const rows = await target(
      `select ${pick} from ${qualified(table)} order by random() limit ${FILES_SAMPLED_PER_TABLE}`,
    );
    for (const row of rows) {
      const key = String(row.storage_key);
      report.checked += 1;
      try {
        const stored = await store.get(key);
        const plain = row.encrypted === false ? stored : decryptFile(stored, encryptionKey);
        if (has('sha256') && createHash('sha256').update(plain).digest('hex') !== row.sha256)
          report.problems.push(`${tableName(table)} file ${key}: its content does not match its SHA-256`);
        if (has('size_bytes') && plain.length !== Number(row.size_bytes))
          report.problems.push(
            `${tableName(table)} file ${key}: ${plain.length} bytes, the row says ${row.size_bytes}`,
          );
      } catch (err) {
        report.problems.push(`${tableName(table)} file ${key}: not readable (${(err as Error).message})`);
      }
    }
  }
  return report;
}
