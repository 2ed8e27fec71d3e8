import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerJournals } from '../src/db/schema/ledger';
import { paymentAcknowledgementInbox, paymentOrders } from '../src/db/schema/payments';
import { createAcknowledgementInbox, MAX_ATTEMPTS } from '../src/modules/payments/acknowledgement-inbox';
import { reconcilePayments } from '../src/modules/payments/reconciliation';
import { formatFpxTime } from '../src/providers/payment-gateway/fpx-messages';
import { testDatabases, type TestDatabase } from './databases';
import { cashOf, createPortfolio, orderRow, signedAc } from './helpers/deposits';
import { createTestClient } from './helpers/registration-clients';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * The direct AC's inbox (acknowledgement-inbox.ts, PostgreSQL's receiver; docs/money.md deposit step 3): an AC is
 * stored only for an order it matches, every stored AC is applied exactly once whoever drains it, what an instance
 * left behind is applied when another starts, and one AC that cannot be applied holds back no other. On PGlite, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe.each(testDatabases())('the direct AC inbox on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let portfolio: { id: number; guid: string };
  let clientId: number;
  let next = 0;
  const db = () => database.db;
  const quiet = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  const sellerTxnTime = formatFpxTime(new Date());

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { FPX_ENQUIRY_POLL_MS: '3600000' } });
    const client = await createTestClient(db(), { email: `inbox-${kind.name}@example.com`, status: 'ACTIVE' });
    clientId = client.clientId;
    portfolio = await createPortfolio(db(), clientId);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const inbox = () =>
    createAcknowledgementInbox({
      db: db(),
      gateway: server.app.payments.sandbox.gateway,
      sellerExId: server.app.payments.sandbox.gateway.sellerExId,
      log: quiet,
      sweepMs: 60_000,
    });

  /** N open orders of RM 100.00 + i sen, with the signed approving AC of each. */
  async function openOrders(n: number) {
    const orders = Array.from({ length: n }, () => {
      next += 1;
      return { orderId: next.toString(16).padStart(32, 'a'), amountSen: 10_000n + BigInt(next) };
    });
    await db()
      .insert(paymentOrders)
      .values(orders.map((o) => ({ ...o, clientId, portfolioId: portfolio.id, bankCode: 'MBB', sellerTxnTime })));
    return orders.map((o) => ({
      ...o,
      fields: signedAc(server.config.payments.sandboxSecret, {
        orderId: o.orderId,
        amount: (Number(o.amountSen) / 100).toFixed(2),
        sellerTxnTime,
      }),
    }));
  }

  const waiting = async () => (await db().select({ n: count() }).from(paymentAcknowledgementInbox))[0]!.n;
  const settleJournals = async (orderId: string) =>
    (
      await db()
        .select({ n: count() })
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, `deposit:${orderId}:settle`))
    )[0]!.n;

  it('stores an AC only for the order it matches, and applies what it stored', async () => {
    const [order] = await openOrders(1);
    const receiver = inbox();
    const read = (fields: Record<string, string>) => server.app.payments.sandbox.gateway.readAcknowledgement(fields);
    const cashBefore = await cashOf(db(), portfolio.id);

    const otherAmount = signedAc(server.config.payments.sandboxSecret, {
      orderId: order!.orderId,
      amount: '999.00',
      sellerTxnTime,
    });
    const unknownOrder = signedAc(server.config.payments.sandboxSecret, {
      orderId: 'f'.repeat(32),
      amount: '100.00',
      sellerTxnTime,
    });
    expect(await receiver.receive(read(otherAmount))).toBe(false);
    expect(await receiver.receive(read(unknownOrder))).toBe(false);
    expect(await receiver.receive({ ...read(order!.fields), sellerExId: 'EX99999XXX' })).toBe(false);
    await receiver.drained();
    expect(await waiting()).toBe(0);
    expect((await orderRow(db(), order!.orderId)).state).toBe('CREATED');

    expect(await receiver.receive(read(order!.fields))).toBe(true);
    await receiver.drained();
    expect(await orderRow(db(), order!.orderId)).toMatchObject({ state: 'SUCCESS', settledBy: 'direct' });
    expect(await cashOf(db(), portfolio.id)).toBe(cashBefore + order!.amountSen);
    expect(await waiting()).toBe(0);
    await receiver.stop();
  });

  it('applies, when it starts, the ACs another instance stored and did not apply', async () => {
    const orders = await openOrders(3);
    // What an instance killed between answering OK and its drain leaves behind.
    await db()
      .insert(paymentAcknowledgementInbox)
      .values(orders.map((o) => ({ orderId: o.orderId, fields: o.fields })));
    const receiver = inbox();
    receiver.start();
    await receiver.drained();
    for (const o of orders) expect((await orderRow(db(), o.orderId)).state).toBe('SUCCESS');
    expect(await waiting()).toBe(0);
    await receiver.stop();
  });

  it('applies each AC once when two instances drain the same inbox, duplicates included', async () => {
    const orders = await openOrders(40);
    const first = inbox();
    const second = inbox();
    const read = (fields: Record<string, string>) => server.app.payments.sandbox.gateway.readAcknowledgement(fields);
    // Each AC arrives twice, once at each instance, all at the same moment.
    await Promise.all(orders.flatMap((o) => [first.receive(read(o.fields)), second.receive(read(o.fields))]));
    await Promise.all([first.drained(), second.drained()]);
    for (const o of orders) {
      expect((await orderRow(db(), o.orderId)).state).toBe('SUCCESS');
      expect(await settleJournals(o.orderId)).toBe(1);
    }
    expect(await waiting()).toBe(0);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('leaves an AC it cannot apply, after its tries, with the error, and applies the others', async () => {
    const [good, bad] = await openOrders(2);
    // Stored, then altered at rest: its checksum no longer verifies when the drain reads it back.
    await db()
      .insert(paymentAcknowledgementInbox)
      .values([
        { orderId: bad!.orderId, fields: { ...bad!.fields, fpx_debitAuthCode: '51' } },
        { orderId: good!.orderId, fields: good!.fields },
      ]);
    const receiver = inbox();
    await receiver.drained();
    expect((await orderRow(db(), good!.orderId)).state).toBe('SUCCESS');
    expect((await orderRow(db(), bad!.orderId)).state).toBe('CREATED');
    const [left] = await db()
      .select()
      .from(paymentAcknowledgementInbox)
      .where(eq(paymentAcknowledgementInbox.orderId, bad!.orderId));
    expect(left).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(left!.lastError).toMatch(/checksum/i);
    // Staff see it in the reconciliation report until it is dealt with.
    const report = await reconcilePayments(db(), server.app.payments.sandbox.gateway, {});
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({ kind: 'AC_NOT_APPLIED', orderId: bad!.orderId }),
    );
    await db().execute(sql`delete from ${paymentAcknowledgementInbox}`);
    await receiver.stop();
  });
});
