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

/**
 * Work that belongs with the rows of its batch: written in the same statement, so it is stored exactly when they
 * are (and costs no round trip of its own). A password login's lockout settlement and audit entry go with the
 * grant and refresh token the login saves (password-login-audit.ts).
 */
export interface Companion {
  /** Names the statements' shape (a short plain identifier): part of the prepared statement's name. */
  name: string;
  /**
   * What the statements change (e.g. the login name whose attempts they settle): companions with the same key
   * never share a statement but run one after the other in the order queued, because PostgreSQL applies only one
   * of two changes a statement makes to the same row.
   */
  key: string;
  /**
   * Data-modifying statements (INSERT, UPDATE, DELETE without RETURNING needs), each run as a CTE of the batch's
   * statement, with $1, $2 … numbering `params`. PostgreSQL runs every data-modifying CTE once, whether or not the
   * main query reads it, and all of them see the same snapshot: two must not touch the same row.
   */
  statements: readonly string[];
  params: readonly unknown[];
}

export interface PayloadWrites {
  (row: PayloadRow): Promise<void>;
  /**
   * Queues a companion for the batch being gathered (this turn of the event loop); settles when that batch's
   * statement has run. Queue it in the same turn as the rows it belongs with.
   */
  alongside(companion: Companion): Promise<void>;
}

const COLUMNS = 7;
/** Rows per statement; a larger batch is written in several statements. */
const MAX_ROWS = 8;
/** Companions per statement (3 logins in flight make 3); more go into further statements. */
const MAX_COMPANIONS = 4;
/** PostgreSQL's identifier length (NAMEDATALEN - 1). */
const MAX_STATEMENT_NAME = 63;

function upsertText(rows: number, offset: number): string {
  const values = Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${offset + r * COLUMNS + c + 1}`).join(', ')})`,
  );
  // consumed_at is left alone on update: consumption is one-way.
  return `insert into oidc_payloads (kind, id, payload, grant_id, user_code, uid, expires_at)
     values ${values.join(', ')}
     on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
       user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`;
}

/** The companions' statements as CTEs, their placeholders renumbered after those of the ones before. */
function companionCtes(companions: readonly Companion[]): { ctes: string[]; params: unknown[] } {
  const ctes: string[] = [];
  const params: unknown[] = [];
  for (const companion of companions) {
    const offset = params.length;
    for (const statement of companion.statements) {
      const renumbered = statement.replace(/\$(\d+)/g, (_, n: string) => `$${offset + Number(n)}`);
      ctes.push(`c${ctes.length} as (${renumbered})`);
    }
    params.push(...companion.params);
  }
  return { ctes, params };
}

/**
 * The companions of a batch by statement: each in the first statement after the last one holding its key, at most
 * MAX_COMPANIONS a statement, sorted by name within one (so a few prepared statements cover every mix).
 */
function placeCompanions(companions: readonly Companion[]): Companion[][] {
  const statements: Companion[][] = [];
  const lastOfKey = new Map<string, number>();
  for (const companion of companions) {
    let i = (lastOfKey.get(companion.key) ?? -1) + 1;
    while ((statements[i]?.length ?? 0) >= MAX_COMPANIONS) i += 1;
    (statements[i] ??= []).push(companion);
    lastOfKey.set(companion.key, i);
  }
  for (const statement of statements) statement.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return statements;
}

/** One statement: the companions (as CTEs) and the rows (the upsert), either of which may be empty. */
function statementOf(rows: readonly PayloadRow[], companions: readonly Companion[]) {
  const { ctes, params } = companionCtes(companions);
  const main = rows.length > 0 ? upsertText(rows.length, params.length) : 'select 1';
  const text = ctes.length > 0 ? `with ${ctes.join(', ')}\n${main}` : main;
  const name = ['harta_oidc_upsert', String(rows.length), ...companions.map((c) => c.name)].join('_');
  // Longer names are cut to this length by the server, and two shapes could then share one.
  if (name.length > MAX_STATEMENT_NAME) throw new Error(`upsert batcher: statement name too long (${name})`);
  return { name, text, params: [...params, ...rows.flat()] };
}

interface Pending {
  row?: PayloadRow;
  companion?: Companion;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Upserts queued in the same turn of the event loop are written together, as one multi-row statement: a login
 * saves its grant and its refresh token at the same moment, and on the embedded database every statement costs
 * the event loop a round trip through the engine. Each caller's promise settles only when its row is written (or
 * the statement failed), so `await upsert(...)` means what it meant before. Two writes of one (kind, id) in a batch
 * keep the later one, as two statements in a row would. Companions queued in the same turn go into the same
 * statement (see Companion).
 */
export function createUpsertBatcher(db: Db): PayloadWrites {
  let queue: Pending[] = [];

  async function write(batch: Pending[]): Promise<void> {
    const latest = new Map<string, PayloadRow>();
    const companions: Companion[] = [];
    for (const { row, companion } of batch) {
      if (row) latest.set(`${row[0]}\u0000${row[1]}`, row);
      if (companion) companions.push(companion);
    }
    const rows = [...latest.values()];
    const placed = placeCompanions(companions);
    const statements = Math.max(Math.ceil(rows.length / MAX_ROWS), placed.length);
    for (let i = 0; i < statements; i++) {
      const { name, text, params } = statementOf(rows.slice(i * MAX_ROWS, (i + 1) * MAX_ROWS), placed[i] ?? []);
      await preparedStatement<never>(db, name, text)(params);
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

  function enqueue(entry: Omit<Pending, 'resolve' | 'reject'>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ ...entry, resolve, reject });
    });
  }

  const upsert = (row: PayloadRow) => enqueue({ row });
  return Object.assign(upsert, { alongside: (companion: Companion) => enqueue({ companion }) });
}
