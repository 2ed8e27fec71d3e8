import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { COMPRESS_THRESHOLD_BYTES } from '../../plugins/compress';
import { NotFoundError } from '../../plugins/errors/app-error';
import { preparedStatement } from '../../identity/prepared-statement';
import { malaysiaDate } from '../portfolios/portfolio-valuation';

const gzip = promisify(gzipCallback);

/**
 * Whole answers of the performance page and the dashboard, kept in `answer_cache` (docs/returns.md "Answer
 * cache"). An answer is a function of rows in the database (the snapshots, the client's portfolios, their cash and
 * unit accounts, their deposits, withdrawals and transfers, the closes of the held ETFs and of USD/MYR, the ETF and
 * model-portfolio names), of the date the prices are taken on and of the reader's language. The key of an entry is
 * the md5 of a fingerprint of exactly those: the valuation generation and, for every row read, its id and `xmin`
 * (the transaction that wrote the row's current version: any insert or update of it, by anyone, changes it). So
 * nothing that writes those rows has to know about the cache, and an entry is never read once anything under it
 * has committed; the fingerprint is computed and the entry read in one statement, in the database every API
 * instance shares.
 *
 * Fills are not in the fingerprint: the trade run writes a trade's fills and its journal (on the portfolio's cash
 * and unit accounts) in one transaction, so the accounts' versions move with them. The rows are gathered by the SQL
 * function `answer_fingerprint` (migration 0026): whatever either answer comes to read must be added there.
 *
 * While nothing at all has committed since a key was computed (the database's snapshot is the same), the key is
 * still current and the fingerprint is not computed again (docs/returns.md "Answer cache"; see lookUpText).
 */

/** Bump when the shape or the computation of a cached answer changes: every entry made before is then a miss. */
const ANSWER_VERSION = '2';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CachedEndpoint = 'performance' | 'dashboard';

interface Lookup {
  endpoint: CachedEndpoint;
  extra: ExtraFingerprint | undefined;
  clientId: number;
  /** One portfolio's guid (lower case), or undefined for all of the client's. */
  guid: string | undefined;
  language: string;
  today: string;
}

interface Found {
  key: string;
  /** The client's portfolios in scope: 0 for a guid that is not theirs. */
  portfolios: number;
  /**
   * The stored answer when its key is the current fingerprint (and a form was asked for), else null: only the form the
   * request is sent in (the text, or the gzip), so a hit reads and detoasts one of the two columns, not both.
   */
  stored: string | null;
  /** The form of `stored`: the text when the gzip was asked for but the answer is too small to have one. */
  form: StoredForm;
}

/** How a stored answer goes out: its gzip to a client that takes gzip, else the text. */
type StoredForm = 'gzip' | 'text';

function storedFormFor(request: FastifyRequest): StoredForm {
  const accepts = request.headers['accept-encoding'];
  // gzip as the compress plugin would choose it (it prefers gzip), but made once, when the entry was stored.
  return typeof accepts === 'string' && negotiate(accepts, ['gzip', 'br']) === 'gzip' ? 'gzip' : 'text';
}

/**
 * Rows an answer reads beyond `answer_fingerprint` (the dashboard's switches in progress and recent trade runs): an
 * SQL expression of the client (`$6`) giving a short text of their ids and row versions, part of the key. It runs in
 * the lookup statement itself, in the same branch as `answer_fingerprint`: prepared once per connection with it, and
 * not run at all while the snapshot is the one the key was computed under. `name` names the statement.
 */
export interface ExtraFingerprint {
  name: string;
  sql: string;
}

/**
 * The lookup's statement per form (null: the key only), prepared once per connection: see lookUp. It reads the
 * database's current snapshot first: when that is the snapshot the key was last computed under ($8, with that key
 * $9 and portfolio count $10), nothing has committed anywhere since, so the key is still current and
 * `answer_fingerprint` is not run at all (its subquery sits in a CASE branch: an init plan, run only if reached);
 * and when this process holds the current key's entry ($12: it holds the entry of $9), the entry is not read
 * either, whether the key was reused or computed again and came out the same (something unrelated committed).
 */
function lookUpText(form: StoredForm | null, extra: ExtraFingerprint | undefined): string {
  const parts = `$1::text, $2::text, $3::text, $4::text, $5::text, f.fingerprint${extra ? `, (${extra.sql})` : ''}`;
  const key = `select s.snapshot, coalesce(x.f[1], $9::text) as key, coalesce(x.f[2]::integer, $10::integer) as portfolios
         from (select pg_current_snapshot()::text as snapshot) s
         cross join lateral (
           select case when s.snapshot = $8::text then null else (
             select array[md5(concat_ws('|', ${parts})), f.portfolios::text]
             from answer_fingerprint($6::integer, $7::uuid, $4::date) f) end as f) x`;
  if (form === null) {
    return `select k.snapshot, k.key, k.portfolios, null::text as stored, false as zipped from (${key}) k`;
  }
  // An answer under the compression threshold is stored with an empty gzip: its text goes out instead.
  const zipped = form === 'gzip' ? `c.gzip <> ''` : 'false';
  return `select k.snapshot, k.key, k.portfolios, case when ${zipped} then c.gzip else c.body end as stored,
           ${zipped} as zipped
    from (${key}) k
    left join answer_cache c
      on c.client_id = $6::integer and c.endpoint = $2::text and c.scope = $3::text and c.key = k.key
         and strpos($11::text, c.key) = 0 and not (k.key = $9::text and $12::boolean)`;
}

/** The lookup statements by form and extra fingerprint, built once (their names are what the connection prepares). */
const lookupStatements = new Map<string, { name: string; text: string }>();

function lookupStatement(form: StoredForm | null, extra: ExtraFingerprint | undefined) {
  const name = `answer_lookup_${form ?? 'key'}_4${extra ? `_${extra.name}` : ''}`;
  let statement = lookupStatements.get(name);
  if (!statement) lookupStatements.set(name, (statement = { name, text: lookUpText(form, extra) }));
  return statement;
}

/** A key as last computed, with the database snapshot it was computed under. */
interface Remembered {
  snapshot: string;
  key: string;
  portfolios: number;
}

/** A stored entry as last read, by lookup and form: sent again while its key is current and nothing has committed. */
interface Held {
  key: string;
  stored: string;
  form: StoredForm;
}

/**
 * The entries held in this process, per database handle: at most HELD_MAX of at most HELD_MAX_CHARS each (a few
 * megabytes in all: the answers of the clients reading most, not a copy of the table), least recently used first out.
 */
const heldEntries = new WeakMap<object, Map<string, Held>>();
const HELD_MAX = 64;
const HELD_MAX_CHARS = 128 * 1024;

/**
 * The last key per lookup (endpoint, client, scope, date, language), per database handle: two databases (the
 * tests', or two of one PostgreSQL cluster) can show the same snapshot. Bounded: the least recently used go first.
 */
const rememberedKeys = new WeakMap<object, Map<string, Remembered>>();
const REMEMBERED_MAX = 5_000;

function perDatabase<T>(maps: WeakMap<object, Map<string, T>>, db: Db): Map<string, T> {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map()));
  return map;
}

const lookupId = (at: Lookup) => [at.endpoint, at.clientId, at.guid ?? 'ALL', at.today, at.language].join('\u0000');

/** Sets `id` as the most recently used, and drops the least recently used beyond `max`. */
function keep<T>(map: Map<string, T>, id: string, value: T, max: number) {
  map.delete(id);
  map.set(id, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/**
 * The current fingerprint's key and, when asked (`form`) and current, the stored entry: one statement. An entry the
 * request already has (its key in `ifNoneMatch`) is not sent back: the answer is 304. A named prepared statement
 * (identity/prepared-statement.ts): planning this statement on every request cost as much as running it.
 */
async function lookUp(db: Db, at: Lookup, form: StoredForm | null, ifNoneMatch = ''): Promise<Found> {
  const { name, text } = lookupStatement(form, at.extra);
  const keys = perDatabase(rememberedKeys, db);
  const id = lookupId(at);
  const known = keys.get(id);
  const entries = perDatabase(heldEntries, db);
  const heldId = `${id}\u0000${form}`;
  const held = form === null ? undefined : entries.get(heldId);
  const holds = held !== undefined && held.key === known?.key;
  const [row] = await preparedStatement<{
    snapshot: string;
    key: string;
    portfolios: number;
    stored: string | null;
    zipped: boolean;
  }>(
    db,
    name,
    text,
  )([
    ANSWER_VERSION,
    at.endpoint,
    at.guid ?? 'ALL',
    at.today,
    at.language,
    at.clientId,
    at.guid ?? null,
    known?.snapshot ?? '',
    known?.key ?? '',
    known?.portfolios ?? 0,
    // $11 and $12 only where the entry is read: a statement is given exactly the parameters it names.
    ...(form === null ? [] : [ifNoneMatch, holds]),
  ]);
  const found = { snapshot: String(row!.snapshot), key: String(row!.key), portfolios: Number(row!.portfolios) };
  keep(keys, id, found, REMEMBERED_MAX);
  if (found.key === known?.key && holds) {
    // Not read again: the held entry is the current key's (a key names exactly one answer).
    return { key: found.key, portfolios: found.portfolios, stored: held.stored, form: held.form };
  }
  const stored = typeof row!.stored === 'string' ? row!.stored : null;
  const storedForm: StoredForm = row!.zipped === true ? 'gzip' : 'text';
  if (form !== null && stored !== null && stored.length <= HELD_MAX_CHARS) {
    keep(entries, heldId, { key: found.key, stored, form: storedForm }, HELD_MAX);
  }
  return { key: found.key, portfolios: found.portfolios, stored, form: storedForm };
}

async function store(db: Pick<Db, 'execute'>, at: Lookup, key: string, body: string, zipped: string) {
  await db.execute(sql`
    insert into answer_cache (client_id, endpoint, scope, key, body, gzip)
    values (${at.clientId}, ${at.endpoint}, ${at.guid ?? 'ALL'}, ${key}, ${body}, ${zipped})
    on conflict (client_id, endpoint, scope) do update
      set key = excluded.key, body = excluded.body, gzip = excluded.gzip`);
}

const etagOf = (key: string) => `W/"${key}"`;

/** True when the request's If-None-Match names this key (weak comparison, as GET asks for). */
function notModified(request: FastifyRequest, key: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === `"${key}"`;
  });
}

/**
 * The stored form as it is: the gzip (base64 in the table) with Content-Encoding, or the text. An answer under the
 * compress plugin's threshold is stored with an empty gzip and always goes out as text.
 */
function sendStored(reply: FastifyReply, key: string, form: StoredForm, stored: string) {
  reply.header('etag', etagOf(key)).type('application/json; charset=utf-8');
  if (form === 'gzip') return reply.header('content-encoding', 'gzip').send(Buffer.from(stored, 'base64'));
  return reply.send(stored);
}

export interface CachedAnswer {
  endpoint: CachedEndpoint;
  clientId: number;
  /** `?portfolio=` as given: a guid that is malformed or not the caller's answers 404. */
  guid: string | undefined;
  language: string;
  /** The response schema: the computed answer is encoded through it, as the route's serializer would. */
  schema: z.ZodType;
  /** The whole answer ({ result }), from the database, with the prices on or before `today`. */
  compute: (today: string) => Promise<unknown>;
  /** Rows the answer also reads that `answer_fingerprint` does not cover: see ExtraFingerprint. */
  extraFingerprint?: ExtraFingerprint;
  /** Today's Malaysia date for this answer, when the route runs on a clock of its own (the trade clock). */
  today?: string;
}

/**
 * Answers a GET from `answer_cache` when its entry is current (the stored text, or its stored gzip), 304 when the
 * request's If-None-Match is the current key, else computes the answer, stores it and sends it. The fingerprint
 * is read again after computing: when something committed in between, the answer (read partly before, partly
 * after) is sent but neither stored nor tagged. The client comes from the token only: entries are per client.
 */
export async function sendCachedAnswer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  if (answer.guid !== undefined && !UUID.test(answer.guid)) throw new NotFoundError();
  const at: Lookup = {
    endpoint: answer.endpoint,
    clientId: answer.clientId,
    guid: answer.guid?.toLowerCase(),
    extra: answer.extraFingerprint,
    language: answer.language,
    today: answer.today ?? malaysiaDate(),
  };
  // no-store like every API answer: a client's figures must not stay in a shared computer's browser cache after
  // logout. The ETag still lets a caller that kept the answer itself (a native or API client) get a 304.
  reply.header('cache-control', 'no-store').header('vary', 'Authorization, Accept-Language, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  const wanted = storedFormFor(request);
  const found = await lookUp(db, at, wanted, typeof ifNoneMatch === 'string' ? ifNoneMatch : '');
  if (at.guid !== undefined && found.portfolios === 0) throw new NotFoundError();
  if (notModified(request, found.key)) return reply.code(304).header('etag', etagOf(found.key)).send();
  if (found.stored !== null) return sendStored(reply, found.key, found.form, found.stored);

  const body = JSON.stringify(z.encode(answer.schema, await answer.compute(at.today)));
  const again = await lookUp(db, at, null);
  if (again.key !== found.key) {
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  }
  const small = body.length < COMPRESS_THRESHOLD_BYTES;
  const zipped = small ? '' : (await gzip(body)).toString('base64');
  await store(db, at, found.key, body, zipped);
  return small || wanted === 'text'
    ? sendStored(reply, found.key, 'text', body)
    : sendStored(reply, found.key, 'gzip', zipped);
}
