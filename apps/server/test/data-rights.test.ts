import { randomBytes, randomUUID } from 'node:crypto';
import { ApiPaths } from '@harta/contracts/paths';
import {
  dataRequestListResponseSchema,
  dataRightsOverviewResponseSchema,
  erasureRequestResponseSchema,
} from '@harta/contracts/schemas/data-rights';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { auditLog } from '../src/db/schema/audit';
import { clientDocuments } from '../src/db/schema/kyc';
import { mailOutbox } from '../src/db/schema/mail';
import { clients } from '../src/db/schema/clients';
import { dataRequests } from '../src/db/schema/data-rights';
import { users } from '../src/db/schema/identity';
import { writeAudit } from '../src/modules/audit/audit-log';
import { producePendingExports, purgeExpiredExports } from '../src/modules/data-rights/data-export.service';
import { carryOutErasure } from '../src/modules/data-rights/erasure.service';
import { EXPORTED_TABLES } from '../src/modules/data-rights/export-sources';
import { encryptFile } from '../src/modules/files/encryption';
import { createFileStore, FileNotFoundError } from '../src/modules/files/file-store';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import { postJournal } from '../src/modules/ledger/post-journal';
import type { Db } from '../src/db/connection';
import { testDatabases } from './databases';
import { approveSent } from './helpers/staff-members';
import { clientApi, expectError, type ActiveClient } from './helpers/client-api';
import { jpegFixture, pngFixture } from './helpers/fixture-images';
import { bearer, serverSuite } from './helpers/start-server';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';

/**
 * Personal-data requests over HTTP (docs/account.md "Your data", docs/operations.md "Personal-data requests"):
 * the copy holds every table's rows about the client and nothing of another's, with the documents; only its owner
 * downloads it; erasure waits for closure and the retention period, then leaves no personal detail anywhere while
 * the ledger stays sound and the audit trail keeps its rows.
 */

/**
 * Tables that hold client or user data but are deliberately not in the copy. Each needs its reason; a new table
 * about clients that is neither exported nor listed here fails the coverage test.
 */
const NOT_EXPORTED: Record<string, string> = {
  // Hashes of one-time codes (secrets), purged a day after they expire; the codes themselves reached the client
  // in the messages that are exported (messages.json).
  otp_codes: 'secret hashes, short-lived',
  // Today's count of codes sent and wrong codes per purpose (the daily caps, docs/security.md "One-time codes"),
  // purged with the codes once their day is over.
  otp_daily_usage: 'security counters of the current day, short-lived',
  // Hashes of one-time e-mail links (secrets), short-lived.
  registration_tokens: 'secret hashes, short-lived',
  // Technical replay records of the client's own money requests (the answers they already received), purged after
  // the replay window; the requests themselves are exported as payments, withdrawals and transfers.
  idempotent_requests: 'replay records of requests already exported',
  // Caches of answers computed from the exported valuations and transactions.
  returns_cache: 'cache of exported data',
  answer_cache: 'cache of exported data',
};

interface ForeignKey {
  table: string;
  column: string;
  ref: string;
  refColumn: string;
}

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The catalogue: every table's columns and every foreign key of the public schema. */
async function catalogue(db: Db) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const fks = await rowsOf<{ table: string; column: string; ref: string; ref_column: string }>(
    db,
    sql`select tc.table_name as "table", kcu.column_name as "column", ccu.table_name as ref,
               ccu.column_name as ref_column
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
         where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  return {
    tables,
    fks: fks.map((f): ForeignKey => ({ table: f.table, column: f.column, ref: f.ref, refColumn: f.ref_column })),
  };
}

/**
 * The SQL condition selecting a table's rows about one client, derived from the catalogue alone (independent of
 * the export's own list): a foreign key to clients or users, or to a table that has one (followed transitively);
 * a `client_id`-like or `user_id` column without a key; subject ids (`subject_type`/`subject_id`, `actor`).
 * Null: the table holds nothing about clients.
 */
function clientCondition(
  cat: Awaited<ReturnType<typeof catalogue>>,
  table: string,
  who: { clientId: number; userId: string },
  seen: ReadonlySet<string> = new Set(),
): string | null {
  if (table === 'clients') return `client_id = ${who.clientId}`;
  if (table === 'users') return `id = '${who.userId}'`;
  const parts: string[] = [];
  const keyed = new Set<string>();
  for (const fk of cat.fks.filter((f) => f.table === table && !seen.has(f.ref))) {
    keyed.add(fk.column);
    if (fk.ref === 'clients') parts.push(`${fk.column} = ${who.clientId}`);
    else if (fk.ref === 'users') parts.push(`${fk.column} = '${who.userId}'`);
    else {
      const inner = clientCondition(cat, fk.ref, who, new Set([...seen, table]));
      if (inner) parts.push(`${fk.column} in (select ${fk.refColumn} from ${fk.ref} where ${inner})`);
    }
  }
  const columns = cat.tables.get(table) ?? [];
  for (const column of columns.filter((c) => !keyed.has(c))) {
    if (column === 'client_id' || column.endsWith('_client_id')) parts.push(`${column} = ${who.clientId}`);
    if (column === 'user_id') parts.push(`${column}::text = '${who.userId}'`);
  }
  if (columns.includes('subject_id') && columns.includes('subject_type')) {
    parts.push(`(subject_type = 'client' and subject_id = '${who.clientId}')`);
    if (columns.includes('actor')) parts.push(`actor = '${who.userId}'`);
  }
  return parts.length > 0 ? parts.map((p) => `(${p})`).join(' or ') : null;
}

/** A ZIP's entries, read with yauzl (a reader independent of the writer): name → content. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (err: Error | null, zip: ZipFile) => {
      if (err) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(testDatabases())('personal-data requests on $name', (kind) => {
  const suite = serverSuite(kind.open);
  const api = clientApi(suite);
  const db = () => suite.database.db;
  const deps = () => suite.server.app.dataRights.deps;
  let staffToken: string;

  beforeAll(async () => {
    staffToken = (await suite.server.login('staff@example.com', 'Staff@1234')).access_token;
  });

  /** An approved client with personal details of their own, an ID page, a portfolio with money and messages. */
  async function richClient(name: string) {
    const tag = `${name}${randomBytes(3).toString('hex')}`;
    const client = await api.activeClient(`data-${tag}-${kind.name}@example.com`);
    const details = {
      givenName: `Given${tag}`,
      surName: `Sur${tag}`,
      mobile: `+6012${String(client.clientId).padStart(7, '7')}`,
    };
    await db()
      .update(clients)
      .set({ givenName: details.givenName, surName: details.surName, mobileNumber: details.mobile })
      .where(eq(clients.clientId, client.clientId));
    const [row] = await db().select().from(clients).where(eq(clients.clientId, client.clientId));
    const page = pngFixture(24 * 1024, 32, [10, 20, 30]);
    const selfie = jpegFixture();
    const store = createFileStore(suite.server.config);
    const key = suite.server.config.files.encryptionKey;
    for (const [documentType, data, fileName] of [
      ['ID_FRONT', page, 'front.png'],
      ['SELFIE', selfie, 'selfie.jpg'],
    ] as const) {
      const storageKey = `documents/${client.clientId}/${randomBytes(8).toString('hex')}`;
      await store.put(storageKey, encryptFile(data, key), 'application/octet-stream');
      await db()
        .insert(clientDocuments)
        .values({
          clientId: client.clientId,
          idType: 'MYKAD',
          documentType,
          fileName,
          contentType: documentType === 'SELFIE' ? 'image/jpeg' : 'image/png',
          sizeBytes: data.length,
          storageKey,
          sha256: 'x',
        });
    }
    const portfolio = await createPortfolio(db(), client.clientId, { goalName: `Goal ${tag}` });
    await depositCash(db(), portfolio.id, 12_345n);
    await deps().mailer.send({ to: row!.emailAddress, subject: 'Hello', text: `Dear ${details.givenName}` });
    await writeAudit(db(), {
      actor: row!.userId,
      action: 'profile.update.contact',
      subjectType: 'client',
      subjectId: client.clientId,
      details: { after: { mobile: details.mobile } },
    });
    return { ...client, ...details, userId: row!.userId, email: row!.emailAddress, page, selfie, portfolio };
  }

  const json = (token: string, method: string, path: string) => api.json(token, method, path);

  async function overview(client: ActiveClient) {
    const response = await json(client.token, 'GET', ApiPaths.dataRights.overview);
    expect(response.status).toBe(200);
    return dataRightsOverviewResponseSchema.parse(await response.json()).result;
  }

  describe('the copy of the data', () => {
    let owner: Awaited<ReturnType<typeof richClient>>;
    let other: Awaited<ReturnType<typeof richClient>>;
    let files: Map<string, Buffer>;
    let exportId: string;

    beforeAll(async () => {
      owner = await richClient('owner');
      other = await richClient('other');
      const asked = await json(owner.token, 'POST', ApiPaths.dataRights.requestExport);
      expect(asked.status).toBe(202);
      exportId = ((await asked.json()) as { result: { id: string } }).result.id;
      // The other client's copy exists too, so "none of another's" is tested against real rows.
      expect((await json(other.token, 'POST', ApiPaths.dataRights.requestExport)).status).toBe(202);
      expect(await producePendingExports(deps(), () => new Date())).toBe(2);
      const ready = (await overview(owner)).exports[0]!;
      expect(ready).toMatchObject({ id: exportId, status: 'READY', progress: 100 });
      const response = await json(owner.token, 'GET', ready.downloadUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      files = await unzip(Buffer.from(await response.arrayBuffer()));
    });

    it('holds a README, one JSON file per area and the documents, byte for byte', async () => {
      expect(files.has('README.txt')).toBe(true);
      for (const area of ['profile.json', 'ledger.json', 'identity-and-kyc.json', 'audit.json', 'messages.json']) {
        expect(files.has(area), area).toBe(true);
      }
      const documents = [...files.keys()].filter((name) => name.startsWith('documents/identity/'));
      expect(documents).toHaveLength(2);
      const front = documents.find((name) => name.includes('ID_FRONT'))!;
      const selfie = documents.find((name) => name.includes('SELFIE'))!;
      expect(files.get(front)!.equals(owner.page)).toBe(true);
      expect(files.get(selfie)!.equals(owner.selfie)).toBe(true);
    });

    it("covers every table that holds client or user data (from the catalogue), each with all the client's rows", async () => {
      const cat = await catalogue(db());
      const tables: Record<string, unknown[]> = {};
      for (const [name, content] of files) {
        if (name.endsWith('.json')) Object.assign(tables, JSON.parse(content.toString('utf8')));
      }
      const who = { clientId: owner.clientId, userId: owner.userId };
      const holding = [...cat.tables.keys()].filter((t) => clientCondition(cat, t, who) !== null).sort();
      // Every table about clients is exported or deliberately left out; the allow-list holds no stale names.
      const uncovered = holding.filter((t) => !EXPORTED_TABLES.includes(t) && !(t in NOT_EXPORTED));
      expect(uncovered).toEqual([]);
      for (const t of Object.keys(NOT_EXPORTED)) expect(holding).toContain(t);
      // Each exported table holds exactly the client's rows as the catalogue's keys find them.
      // (The audit trail goes on after the copy was made: its production and download are audited too.)
      const lastAudit = Math.max(...(tables.audit_log as { id: number }[]).map((row) => row.id));
      for (const t of holding.filter((name) => EXPORTED_TABLES.includes(name))) {
        const after = t === 'audit_log' ? ` and id <= ${lastAudit}` : '';
        const [count] = await rowsOf<{ n: number | string }>(
          db(),
          sql.raw(`select count(*) as n from ${t} where (${clientCondition(cat, t, who)})${after}`),
        );
        expect(tables[t]?.length ?? -1, t).toBe(Number(count!.n));
      }
      // The client has data in the areas that matter, so the comparison above is not vacuous.
      for (const t of [
        'clients',
        'users',
        'client_personal_info',
        'client_documents',
        'portfolios',
        'ledger_postings',
      ]) {
        expect(tables[t]?.length ?? 0, t).toBeGreaterThan(0);
      }
      expect(tables.mail_outbox!.length).toBeGreaterThan(0);
      expect(tables.ledger_journals!.length).toBeGreaterThan(0);
    });

    it("holds nothing of another client's, and no secret", async () => {
      const text = [...files.entries()]
        .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
        .map(([, content]) => content.toString('utf8'))
        .join('\n');
      expect(text).toContain(owner.givenName);
      for (const value of [other.email, other.givenName, other.surName, other.mobile, other.userId]) {
        expect(text).not.toContain(value);
      }
      for (const [name, content] of files) {
        if (!name.endsWith('.json')) continue;
        for (const rows of Object.values(JSON.parse(content.toString('utf8')) as Record<string, unknown[]>)) {
          for (const row of rows as Record<string, unknown>[]) {
            if ('client_id' in row) expect(row.client_id, name).toBe(owner.clientId);
          }
        }
      }
      expect(text).not.toMatch(/password_hash|secret_hash|code_hash|storage_key/);
    });

    it("answers 404 for another client's copy, whatever id is asked, and refuses staff and strangers", async () => {
      const path = ApiPaths.dataRights.download(exportId);
      await expectError(await json(other.token, 'GET', path), 404, 'NOT_FOUND');
      await expectError(await json(other.token, 'GET', ApiPaths.dataRights.download(randomUUID())), 404, 'NOT_FOUND');
      // The row's integer key names nothing, even for the owner: ids in URLs are random (docs/security.md).
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.guid, exportId));
      await expectError(
        await json(owner.token, 'GET', ApiPaths.dataRights.download(String(row!.id))),
        404,
        'NOT_FOUND',
      );
      expect((await json(staffToken, 'GET', path)).status).toBe(403);
      expect((await suite.server.fetch(path)).status).toBe(401);
      const viaHeader = await suite.server.fetch(path, {
        headers: { ...bearer(other.token), 'x-client-id': String(owner.clientId) },
      });
      await expectError(viaHeader, 403, 'NOT_OWNER');
    });

    it('audits the request, the production and the download', async () => {
      for (const action of ['dataRights.export.request', 'dataRights.export.produced', 'dataRights.export.download']) {
        expect((await api.audits(action, owner.clientId)).length, action).toBeGreaterThan(0);
      }
    });

    it('e-mails the link, in the client’s language', async () => {
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, owner.email))
        .orderBy(sql`${mailOutbox.id} desc`)
        .limit(1);
      expect(mail!.subject).toBe('Your copy of your data is ready');
      expect(mail!.text).toContain(`/your-data?download=${exportId}`);
    });

    it('keeps one request in progress, a few a day, and purges expired copies', async () => {
      const client = await api.activeClient(`data-limit-${randomBytes(3).toString('hex')}-${kind.name}@example.com`);
      expect((await json(client.token, 'POST', ApiPaths.dataRights.requestExport)).status).toBe(202);
      await expectError(await json(client.token, 'POST', ApiPaths.dataRights.requestExport), 409, 'EXPORT_IN_PROGRESS');
      await producePendingExports(deps(), () => new Date());
      expect((await json(client.token, 'POST', ApiPaths.dataRights.requestExport)).status).toBe(202);
      await producePendingExports(deps(), () => new Date());
      expect((await json(client.token, 'POST', ApiPaths.dataRights.requestExport)).status).toBe(202);
      await producePendingExports(deps(), () => new Date());
      await expectError(await json(client.token, 'POST', ApiPaths.dataRights.requestExport), 429, 'EXPORT_DAILY_LIMIT');

      // Eight days later the copies are purged: the download answers 409 and the file is gone from the store.
      const [latest] = (await overview(client)).exports;
      const purged = await purgeExpiredExports(deps(), new Date(Date.now() + 8 * 24 * 3600 * 1000));
      expect(purged).toBeGreaterThanOrEqual(3);
      expect((await overview(client)).exports.every((e) => e.status === 'EXPIRED')).toBe(true);
      await expectError(
        await json(client.token, 'GET', ApiPaths.dataRights.download(latest!.id)),
        409,
        'EXPORT_NOT_READY',
      );
      expect((await api.audits('dataRights.export.purged', client.clientId)).length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('erasure', () => {
    it('staff record the request of a closed client who wrote in: scheduled at once, and only once', async () => {
      const [closed] = await db().select().from(clients).where(eq(clients.emailAddress, 'close@example.com'));
      const record = (token: string) =>
        json(token, 'POST', ApiPaths.backofficeDataRequests.recordErasure(closed!.clientId));
      const someone = await api.activeClient(`data-record-${randomBytes(3).toString('hex')}-${kind.name}@example.com`);
      expect((await record(someone.token)).status).toBe(403);
      const response = await record(staffToken);
      expect(response.status).toBe(201);
      const recorded = erasureRequestResponseSchema.parse(await response.json()).result;
      expect(recorded.status).toBe('SCHEDULED');
      // Closed without a closure entry (the demo account): the client row's last change stands for the closure.
      expect(new Date(recorded.dueAt!).getUTCFullYear()).toBe(closed!.updatedAt.getUTCFullYear() + 7);
      await expectError(await record(staffToken), 409, 'ERASURE_ALREADY_REQUESTED');
      expect((await api.audits('dataRights.erasure.scheduled', closed!.clientId)).length).toBe(1);
    });

    it('waits for closure and the retention period, then leaves no personal detail while the ledger holds', async () => {
      const client = await richClient('erase');
      // The money leaves again, so the account can be closed through the staff flow.
      await postJournal(db(), {
        idempotencyKey: `test-withdrawal:${client.portfolio.id}`,
        kind: 'WITHDRAWAL',
        postings: [
          { account: { kind: 'CLIENT_CASH', portfolioId: client.portfolio.id }, amount: 12_345n },
          { account: { kind: 'PAYOUT_CLEARING' }, amount: -12_345n },
        ],
      });
      const asked = await json(client.token, 'POST', ApiPaths.dataRights.requestErasure);
      expect(asked.status).toBe(201);
      const request = erasureRequestResponseSchema.parse(await asked.json()).result;
      expect(request).toMatchObject({ status: 'WAITING_CLOSURE', dueAt: null });
      await expectError(
        await json(client.token, 'POST', ApiPaths.dataRights.requestErasure),
        409,
        'ERASURE_ALREADY_REQUESTED',
      );
      const erase = () => json(staffToken, 'POST', ApiPaths.backofficeDataRequests.erase(request.id));
      await expectError(await erase(), 409, 'ERASURE_NOT_CLOSED');
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.guid, request.id));
      const byIntegerKey = ApiPaths.backofficeDataRequests.erase(String(row!.id));
      await expectError(await json(staffToken, 'POST', byIntegerKey), 404, 'NOT_FOUND');

      // Closed through the staff flow (flag, then close once empty).
      const flag = await suite.server.fetch(ApiPaths.backofficeClosure.flag(client.clientId), {
        method: 'PUT',
        headers: { ...bearer(staffToken), 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'PEP' }),
      });
      // The flag takes effect once a second member (compliance) approves it (four eyes, docs/backoffice.md).
      const compliance = (await suite.server.login('compliance@example.com', 'Staff@1234')).access_token;
      await approveSent(suite.server, compliance, flag);
      expect((await json(staffToken, 'POST', ApiPaths.backofficeClosure.close(client.clientId))).status).toBe(200);

      // The staff list schedules it: due seven years after the closure.
      const list = await json(staffToken, 'GET', ApiPaths.backofficeDataRequests.list);
      expect(list.status).toBe(200);
      const item = dataRequestListResponseSchema.parse(await list.json()).result.find((r) => r.id === request.id)!;
      expect(item).toMatchObject({ kind: 'ERASURE', status: 'SCHEDULED', erasureDue: false });
      const due = new Date(item.dueAt!);
      expect(due.getUTCFullYear() - new Date().getUTCFullYear()).toBe(7);
      await expectError(await erase(), 409, 'ERASURE_NOT_DUE');
      expect((await api.audits('dataRights.erasure.scheduled', client.clientId)).length).toBe(1);

      // The clock moved past the due date: carried out.
      const before = await db().select().from(clientDocuments).where(eq(clientDocuments.clientId, client.clientId));
      const [staff] = await db().select().from(users).where(eq(users.email, 'staff@example.com'));
      const done = await carryOutErasure(
        { db: db(), fileStore: deps().fileStore, log: { warn: () => undefined } },
        request.id,
        { userId: staff!.id },
        new Date(due.getTime() + 1000),
      );
      expect(done.status).toBe('DONE');
      await expectError(await erase(), 409, 'ERASURE_DONE');

      // No personal detail left in any table.
      const cat = await catalogue(db());
      const holding: string[] = [];
      for (const table of cat.tables.keys()) {
        const [hit] = await rowsOf<{ n: number | string }>(
          db(),
          sql`select count(*) as n from ${sql.identifier(table)} t
               where to_jsonb(t)::text ilike ${`%${client.givenName}%`}
                  or to_jsonb(t)::text ilike ${`%${client.surName}%`}
                  or to_jsonb(t)::text ilike ${`%${client.email}%`}
                  or to_jsonb(t)::text like ${`%${client.mobile}%`}`,
        );
        if (Number(hit!.n) > 0) holding.push(table);
      }
      expect(holding).toEqual([]);
      // The login is disabled and cannot be used.
      const [user] = await db().select().from(users).where(eq(users.id, client.userId));
      expect(user).toMatchObject({
        disabled: true,
        passwordHash: null,
        email: `erased-${client.clientId}@erased.invalid`,
      });
      await expect(suite.server.login(client.email, 'Test@12345')).rejects.toThrow();
      // The files are gone from the store.
      for (const document of before) {
        await expect(deps().fileStore.get(document.storageKey)).rejects.toBeInstanceOf(FileNotFoundError);
      }
      // The ledger is untouched and sound; the audit trail keeps its rows, without the person's details.
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
      const trail = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(client.clientId)));
      expect(trail.map((e) => e.action)).toEqual(
        expect.arrayContaining([
          'profile.update.contact',
          'dataRights.erasure.request',
          'client.close',
          'dataRights.erasure.scheduled',
          'dataRights.erasure.done',
        ]),
      );
      const contact = trail.find((e) => e.action === 'profile.update.contact')!;
      expect(contact.details).toEqual({ erased: true });
      expect(contact.actor).toBe(client.userId);
    });
  });
});
