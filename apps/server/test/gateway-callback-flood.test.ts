import { ErrorCode } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatFpxTime } from '../src/providers/payment-gateway/fpx-messages';
import { testDatabases, type TestDatabase } from './databases';
import { callbacksSettled, createPortfolio, depositForm, orderRow, payAtBank, signedAc } from './helpers/deposits';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { startServer, type StartedServer } from './helpers/start-server';

const ATTACKER = '203.0.113.9';
const GATEWAY = '198.51.100.7';
const BUDGET = 5;

/**
 * The gateway's callback route under a flood of forged callbacks (docs/security.md "Gateway callbacks"): one
 * anonymous source gets its minute's budget of refusals and then 429s unread, its refusals are logged sampled
 * (bounded lines, whatever the flood), and every valid callback meanwhile settles its payment as usual. The
 * gateway's own addresses (FPX_TRUSTED_ADDRESSES) are never throttled, even after refusals of their own.
 */
describe.each(testDatabases())('gateway callbacks under a flood on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let client: { token: string; portfolioGuid: string };
  let warnings: MockInstance;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({
      database,
      env: {
        FPX_SANDBOX_CALLBACK_DELAY_MS: '0',
        FPX_ENQUIRY_POLL_MS: '3600000',
        FPX_CALLBACK_REFUSALS_PER_MINUTE: String(BUDGET),
        FPX_TRUSTED_ADDRESSES: '198.51.100.0/24',
      },
    });
    const email = `callback-flood-${kind.name}@example.com`;
    const { clientId } = await createTestClient(database.db, { email, status: 'ACTIVE', currentStep: 10 });
    const { access_token: token } = await server.login(email, TEST_CLIENT_PASSWORD);
    client = { token, portfolioGuid: (await createPortfolio(database.db, clientId)).guid };
    warnings = vi.spyOn(server.app.log, 'warn');
    // A server start and a login: slow on a busy machine.
  }, 180_000);

  afterAll(async () => {
    warnings?.mockRestore();
    await server?.close();
    await database?.dispose();
  });

  function postCallback(from: string, fields: Record<string, string>) {
    return server.app.inject({
      method: 'POST',
      url: ApiPaths.payments.fpxAcknowledgement,
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  function forged(n: number) {
    return signedAc('a-key-the-gateway-never-had-0123456789', {
      orderId: n.toString(16).padStart(32, '0'),
      amount: '100.00',
      sellerTxnTime: formatFpxTime(new Date()),
    });
  }

  const refusalLines = () =>
    warnings.mock.calls.filter(
      ([, message]) => typeof message === 'string' && /refused .*gateway callback/.test(message),
    );

  it('throttles the forging source after its budget while valid callbacks still settle', async () => {
    const flood = Promise.all(Array.from({ length: 400 }, (_, n) => postCallback(ATTACKER, forged(n))));
    // Three deposits paid at the bank while the flood is in flight: the sandbox's direct ACs must all apply.
    const payments = Promise.all(
      ['11.00', '12.00', '13.00'].map(async (amount) => {
        const form = await depositForm(server, client.token, {
          amount,
          portfolioId: client.portfolioGuid,
          bankId: 'MBB',
        });
        await payAtBank(server, form, 'approve');
        return form.orderId;
      }),
    );
    const [answers, orderIds] = await Promise.all([flood, payments]);
    await callbacksSettled(server.app);

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(400 - BUDGET);
    const throttled = answers.find((a) => a.statusCode === 429)!.json<{ code: string; result: string }>();
    expect(throttled.code).toBe(ErrorCode.RateLimited);
    expect(throttled.result).not.toBe('');
    for (const orderId of orderIds) expect(await orderRow(database.db, orderId)).toMatchObject({ state: 'SUCCESS' });
    // One line for the first refusal; the rest are counted into the minute's summary line.
    expect(refusalLines().length).toBeLessThanOrEqual(2);
  });

  it('never throttles the gateway’s own addresses, which still settle a valid callback after refusals', async () => {
    const deliveries: Record<string, string>[] = [];
    server.app.payments.sandbox.setDelivery(async (fields) => {
      deliveries.push(fields);
    });
    const form = await depositForm(server, client.token, {
      amount: '14.00',
      portfolioId: client.portfolioGuid,
      bankId: 'MBB',
    });
    await payAtBank(server, form, 'approve');
    await server.app.payments.sandbox.idle();

    const answers = await Promise.all(Array.from({ length: 3 * BUDGET }, (_, n) => postCallback(GATEWAY, forged(n))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 400));
    const genuine = await postCallback(GATEWAY, deliveries[0]!);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.body).toBe('OK');
    await callbacksSettled(server.app);
    expect(await orderRow(database.db, form.orderId)).toMatchObject({ state: 'SUCCESS' });
    // The attacker is still throttled for the rest of its minute.
    expect((await postCallback(ATTACKER, forged(0))).statusCode).toBe(429);
  });
});
