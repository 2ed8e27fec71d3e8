import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { transactionListingResponseSchema, type TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import type { TransactionStatus, TransactionType } from '@harta/contracts/transactions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { portfolios } from '../src/db/schema/portfolios';
import { clientTransactions } from '../src/db/schema/transactions';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * `GET /api/clientProfile/transactionListing` (docs/money.md "What the client sees"): the caller's rows only,
 * newest first, filters, keyset pages that neither repeat nor skip a row, and the CSV export.
 */
describe.each(testDatabases())('transaction listing on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let owner: { clientId: number; token: string };
  let other: { clientId: number; token: string };
  let retirement: { id: number; guid: string };
  let house: { id: number; guid: string };
  let othersPortfolio: { id: number; guid: string };
  /** What the owner's rows are, newest first (as the listing must answer them). */
  let expected: { type: TransactionType; status: TransactionStatus; portfolio: string; amountSen: bigint | null }[];

  async function login(email: string, status = 'ACTIVE') {
    const c = await createTestClient(database.db, { email, status, currentStep: 10 });
    return { clientId: c.clientId, token: (await server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }
  async function portfolio(clientId: number, goalName: string) {
    const [row] = await database.db
      .insert(portfolios)
      .values({ clientId, goalName, riskLevel: 3 })
      .returning({ id: portfolios.id, guid: portfolios.guid });
    return row!;
  }

  const ORDER_ID = '0123456789abcdef0123456789abcdef';

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    owner = await login('lister@example.com');
    other = await login('someone-else@example.com');
    retirement = await portfolio(owner.clientId, 'Retirement');
    house = await portfolio(owner.clientId, 'House');
    othersPortfolio = await portfolio(other.clientId, 'Not yours');

    // 2026-03-05 16:30 UTC is 2026-03-06 00:30 in Malaysia: the day filters must count it as the 6th.
    // Two rows share one instant: the id decides their order.
    const rows: (typeof clientTransactions.$inferInsert)[] = [
      { at: '2026-03-01T02:00:00Z', type: 'DEPOSIT', status: 'COMPLETED', p: retirement, sen: 100_000n },
      { at: '2026-03-02T02:00:00Z', type: 'INVESTMENT', status: 'COMPLETED', p: retirement, sen: 99_950n },
      { at: '2026-03-05T15:59:59Z', type: 'DEPOSIT', status: 'FAILED', p: house, sen: 5_000n },
      { at: '2026-03-05T16:30:00Z', type: 'DEPOSIT', status: 'COMPLETED', p: house, sen: 20_000n },
      { at: '2026-03-05T16:30:00Z', type: 'TRANSFER_OUT', status: 'PROCESSING', p: retirement, sen: 10_000n },
      { at: '2026-03-09T03:00:00Z', type: 'TRANSFER_IN', status: 'PROCESSING', p: house, sen: 10_000n },
      { at: '2026-03-10T03:00:00Z', type: 'WITHDRAWAL', status: 'PENDING', p: retirement, sen: null },
      { at: '2026-03-11T03:00:00Z', type: 'FEE', status: 'COMPLETED', p: retirement, sen: 125n },
    ].map((r, i) => ({
      clientId: owner.clientId,
      portfolioId: r.p.id,
      type: r.type,
      status: r.status,
      amountSen: r.sen,
      // The first deposit came from a payment order: its reference is the order id, as on its receipt.
      sourceType: i === 0 ? 'payment_order' : 'test',
      sourceId: i === 0 ? ORDER_ID : `row-${i}`,
      description: i === 0 ? '=HYPERLINK("http://evil.example","click")' : `Row ${i}`,
      createdAt: new Date(r.at),
    }));
    await database.db.insert(clientTransactions).values(rows);
    await database.db.insert(clientTransactions).values({
      clientId: other.clientId,
      portfolioId: othersPortfolio.id,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amountSen: 777_700n,
      sourceType: 'test',
      sourceId: 'others',
      description: 'Someone else',
      createdAt: new Date('2026-03-07T03:00:00Z'),
    });
    const name = (id: number) => (id === retirement.id ? 'Retirement' : 'House');
    expected = rows
      .map((r, i) => ({ ...r, i }))
      .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime() || b.i - a.i)
      .map((r) => ({
        type: r.type as TransactionType,
        status: r.status as TransactionStatus,
        portfolio: name(r.portfolioId),
        amountSen: r.amountSen ?? null,
      }));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const listing = (query: string, token = owner.token) =>
    server.fetch(`${ApiPaths.clientProfile.transactionListing}${query ? `?${query}` : ''}`, { headers: bearer(token) });
  async function page(query: string, token = owner.token) {
    const response = await listing(query, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return transactionListingResponseSchema.parse(await response.json()).result;
  }
  const brief = (items: TransactionItem[]) =>
    items.map((t) => ({
      type: t.type,
      status: t.status,
      portfolio: t.portfolio.goalName,
      amountSen: t.amount === null ? null : BigInt(t.amount.replace('.', '')),
    }));

  it("lists the caller's rows only, newest first, with amounts in ringgit", async () => {
    const first = await page('');
    expect(brief(first.items)).toEqual(expected);
    expect(first.nextCursor).toBeNull();
    expect(first.items.find((t) => t.type === 'FEE')).toMatchObject({ amount: '1.25', completedAt: null });
    expect(first.items.find((t) => t.type === 'WITHDRAWAL')).toMatchObject({ amount: null, status: 'PENDING' });
    expect(JSON.stringify(first)).not.toContain('Someone else');
    expect((await page('', other.token)).items.map((t) => t.description)).toEqual(['Someone else']);
  });

  it('pages by keyset without repeating or skipping a row, ties on the same instant included', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: TransactionItem[] = [];
      let cursor: string | null = null;
      do {
        const next: Awaited<ReturnType<typeof page>> = await page(`limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(next.items.length).toBeLessThanOrEqual(limit);
        seen.push(...next.items);
        cursor = next.nextCursor;
      } while (cursor);
      expect(brief(seen)).toEqual(expected);
      expect(new Set(seen.map((t) => t.id)).size).toBe(expected.length);
    }
  });

  it('filters by portfolio, type, status and Malaysian calendar days', async () => {
    const only = async (query: string) => brief((await page(query)).items);
    expect(await only(`portfolio=${house.guid}`)).toEqual(expected.filter((e) => e.portfolio === 'House'));
    expect(await only('type=DEPOSIT')).toEqual(expected.filter((e) => e.type === 'DEPOSIT'));
    expect(await only('type=TRANSFER_IN,TRANSFER_OUT')).toEqual(expected.filter((e) => e.type.startsWith('TRANSFER')));
    expect(await only('type=FEE&type=WITHDRAWAL')).toEqual(
      expected.filter((e) => ['FEE', 'WITHDRAWAL'].includes(e.type)),
    );
    expect(await only('status=PROCESSING')).toEqual(expected.filter((e) => e.status === 'PROCESSING'));
    // 6 March in Malaysia: the two rows at 16:30 UTC on the 5th, not the one at 15:59:59 UTC (23:59:59 on the 5th).
    const sixth = await only('from=2026-03-06&to=2026-03-06');
    expect(sixth.map((e) => e.type)).toEqual(['TRANSFER_OUT', 'DEPOSIT']);
    expect((await only('to=2026-03-05')).map((e) => e.status)).toEqual(['FAILED', 'COMPLETED', 'COMPLETED']);
    expect(await only('from=2026-03-10')).toHaveLength(2);
    expect(
      await only(`portfolio=${retirement.guid}&type=DEPOSIT&status=COMPLETED&from=2026-03-01&to=2026-03-01`),
    ).toEqual([{ type: 'DEPOSIT', status: 'COMPLETED', portfolio: 'Retirement', amountSen: 100_000n }]);
  });

  it("answers 404 for another client's portfolio or an unknown one, and finds nothing past another client's cursor", async () => {
    for (const guid of [othersPortfolio.guid, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await listing(`portfolio=${guid}`);
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Someone else');
    }
    const [theirs] = await database.db
      .select({ id: clientTransactions.id })
      .from(clientTransactions)
      .where(eq(clientTransactions.clientId, other.clientId));
    expect(await page(`cursor=${theirs!.id}`)).toEqual({ items: [], nextCursor: null });
  });

  it('refuses bad filters with a 400 naming the problem', async () => {
    const cases: [string, string, string][] = [
      ['type=BRIBE', 'type', 'transactions.typeInvalid'],
      ['status=DONE', 'status', 'transactions.statusInvalid'],
      ['from=2026-02-30', 'from', 'transactions.dateInvalid'],
      ['to=06/03/2026', 'to', 'transactions.dateInvalid'],
      ['from=2026-03-10&to=2026-03-01', 'to', 'transactions.dateRange'],
      ['cursor=abc', 'cursor', 'transactions.cursorInvalid'],
      ['cursor=99999999999999999999', 'cursor', 'transactions.cursorInvalid'],
      ['cursor=9223372036854775808', 'cursor', 'transactions.cursorInvalid'],
    ];
    for (const [query, path, key] of cases) {
      const response = await listing(query);
      expect(response.status, query).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.issues, query).toContainEqual({ path: expect.stringContaining(path), message: key });
    }
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'format=xlsx']) {
      expect((await listing(query)).status, query).toBe(400);
    }
  });

  it('exports every matching row as an RFC 4180 CSV file, formulas neutralised, amounts signed numbers', async () => {
    const response = await listing('format=csv&limit=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark
    const text = new TextDecoder().decode(bytes.slice(3));
    // RFC 4180: every record ends with CRLF.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Portfolio,Type,Status,Amount (MYR),Description,Completed,Reference');
    // `limit` is for pages: the file holds every row.
    expect(lines).toHaveLength(expected.length + 1);
    // Money leaving a portfolio is negative, so a spreadsheet's SUM of the column is the net movement.
    expect(lines[1]).toMatch(/^2026-03-11 11:00,Retirement,Management fee,Completed,-1\.25,Row 7,,[0-9a-f-]{36}$/);
    expect(lines.find((l) => l.includes(',Transfer out,'))).toMatch(/,Processing,-100\.00,/);
    expect(lines.find((l) => l.includes(',Transfer in,'))).toMatch(/,Processing,100\.00,/);
    expect(lines.find((l) => l.includes(',Withdrawal,'))).toMatch(/,Pending,,/);
    // The first row's description would run as a formula in a spreadsheet: it is text now.
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines.at(-1)).toMatch(/^2026-03-01 10:00,Retirement,Deposit,Completed,1000\.00,/);
    // One reference per transaction: the deposit's order id, as its receipt shows it (docs/money.md).
    expect(lines.at(-1)!.endsWith(`,${ORDER_ID}`)).toBe(true);

    const filtered = await listing(`format=csv&portfolio=${house.guid}&status=COMPLETED`);
    const filteredLines = (await filtered.text()).trimEnd().split('\r\n');
    expect(filteredLines.slice(1).map((l) => l.split(',').slice(1, 5).join(','))).toEqual([
      'House,Deposit,Completed,200.00',
    ]);
    expect((await listing(`format=csv&portfolio=${othersPortfolio.guid}`)).status).toBe(404);
  });

  it('writes descriptions from their facts in the language of the page, in the listing and in the CSV', async () => {
    await database.db.insert(clientTransactions).values({
      clientId: other.clientId,
      portfolioId: othersPortfolio.id,
      type: 'FEE',
      status: 'COMPLETED',
      amountSen: 125n,
      sourceType: 'test',
      sourceId: 'others-fee',
      descriptionFields: { kind: 'MANAGEMENT_FEE', month: '2026-10', waived: false },
      createdAt: new Date('2026-11-01T03:00:00Z'),
    });
    const read = async (language: string, format = '') => {
      const response = await server.fetch(`${ApiPaths.clientProfile.transactionListing}${format}`, {
        headers: { ...bearer(other.token), 'accept-language': language },
      });
      expect(response.status).toBe(200);
      return response;
    };
    const items = async (language: string) =>
      transactionListingResponseSchema.parse(await (await read(language)).json()).result.items;
    const [fee] = await items('ms');
    expect(fee).toMatchObject({
      description: 'Yuran pengurusan bagi Oktober 2026',
      descriptionFields: { kind: 'MANAGEMENT_FEE', month: '2026-10', waived: false },
    });
    expect((await items('en'))[0]!.description).toBe('Management fee for October 2026');
    // A row written before descriptions were kept as facts shows its stored text.
    expect((await items('ms'))[1]!.description).toBe('Someone else');
    const csv = await (await read('ms', '?format=csv')).text();
    // A fee takes money out: negative in the CSV (docs/money.md "Transactions CSV").
    expect(csv).toContain('Yuran pengurusan,Selesai,-1.25,Yuran pengurusan bagi Oktober 2026');
  });

  it('answers a pending client (nothing yet) and refuses blocked statuses, staff and anonymous callers', async () => {
    const pending = await login('pending-lister@example.com', 'PENDING');
    expect(await page('', pending.token)).toEqual({ items: [], nextCursor: null });
    await database.db.update(clients).set({ status: 'CLOSE' }).where(eq(clients.clientId, pending.clientId));
    expect((await listing('', pending.token)).status).toBe(403);
    expect((await listing('format=csv', pending.token)).status).toBe(403);
    const staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    expect((await listing('', staff)).status).toBe(403);
    expect((await server.fetch(ApiPaths.clientProfile.transactionListing)).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await server.fetch(ApiPaths.openapi)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        ApiPaths.clientProfile.transactionListing,
        ApiPaths.portfolios.list,
        '/api/portfolios/{guid}',
      ]),
    );
  });
});
