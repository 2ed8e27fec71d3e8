import type { Db } from '../db/connection';
import { preparedStatement } from './prepared-statement';

/** One `oidc_payloads` row as the adapter writes it. */
export type PayloadRow = [
  kind: string,
  id: string,
  payload: string,
  grantId: string | null,
  userCode: string | null,
  uid: string | null,
  expiresAt: Date | null,
];

const COLUMNS = 7;
/** Rows per statement; a larger batch is written in several statements. */
const MAX_ROWS = 8;

function upsertText(rows: number): string {
  const values = Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`,
  );
  // consumed_at is left alone on update: consumption is one-way.
  return `insert into oidc_payloads (kind, id, payload, grant_id, user_code, uid, expires_at)
     values ${values.join(', ')}
     on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
       user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`;
}

interface Pending {
  row: PayloadRow;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Upserts queued in the same turn of the event loop are written together, as one multi-row statement: a login
 * saves its grant and its refresh token at the same moment, and on the embedded database every statement costs
 * the event loop a round trip through the engine. Each caller's promise settles only when its row is written (or
 * the statement failed), so `await upsert(...)` means what it meant before. Two writes of one (kind, id) in a batch
 * keep the later one, as two statements in a row would.
 */
export function createUpsertBatcher(db: Db): (row: PayloadRow) => Promise<void> {
  let queue: Pending[] = [];

  async function write(batch: Pending[]): Promise<void> {
    const latest = new Map<string, PayloadRow>();
    for (const { row } of batch) latest.set(`${row[0]}\u0000${row[1]}`, row);
    const rows = [...latest.values()];
    for (let start = 0; start < rows.length; start += MAX_ROWS) {
      const chunk = rows.slice(start, start + MAX_ROWS);
      await preparedStatement<never>(db, `harta_oidc_upsert_${chunk.length}`, upsertText(chunk.length))(chunk.flat());
    }
  }

  function flush(): void {
    const batch = queue;
    queue = [];
    write(batch).then(
      () => batch.forEach((p) => p.resolve()),
      (err: unknown) => batch.forEach((p) => p.reject(err)),
    );
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ row, resolve, reject });
    });
}
