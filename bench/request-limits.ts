// How fast the money routes refuse numeric strings from 40 characters to 10 MB (docs/security.md "Hostile bytes"),
// and whether /api/health stays responsive meanwhile. The test (apps/server/test/request-limits.test.ts) asserts
// the refusals themselves; the target here is a refusal within 50 ms each, and health within 50 ms while four
// 10 MB requests are in flight.
//   npm run request-limits -w @harta/bench     (after `npm run build`)
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths, SwitchApiPaths } from '@harta/contracts/paths';
import { accessToken } from './support/api-load';
import { productEnv, serverMain } from './support/product-server';
import { startProcess } from './support/start-server';

const TARGET_MS = 50;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const SIZES = [40, 1_000, 100_000, 1_000_000, 10_000_000];

/** One request; answers its status and the milliseconds until the whole answer was read. */
function timed(base: URL, method: string, path: string, headers: Record<string, string>, body?: string) {
  const started = process.hrtime.bigint();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const done = (status: number) => resolve({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const request = httpRequest({ host: base.hostname, port: base.port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode!));
      response.on('error', () => done(response.statusCode!));
    });
    request.on('error', () => done(0));
    // The server answers a body past its limit unread and closes: the rest of the write fails, the answer came.
    request.on('socket', (socket) => socket.on('error', () => undefined));
    request.end(body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// No demo history: the routes refuse before reading any, and the first start is then quick.
const server = await startProcess([serverMain()], { ...productEnv, DEMO_HISTORY_YEARS: '0' }, ApiPaths.health);
try {
  const base = new URL(server.url);
  const token = await accessToken(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const portfolios = (
    (await (await fetch(`${server.url}${ApiPaths.portfolios.list}`, { headers: auth })).json()) as {
      result: { portfolios: { guid: string }[] };
    }
  ).result.portfolios.map((p) => p.guid);
  const routes = (value: string) => {
    const q = encodeURIComponent(value);
    return [
      {
        name: 'deposit',
        method: 'POST',
        path: ApiPaths.payments.deposits,
        body: { amount: value, portfolioId: portfolios[0], bankId: 'MBB' },
      },
      {
        name: 'withdrawal code',
        method: 'POST',
        path: ApiPaths.withdrawals.otp,
        body: { portfolioId: portfolios[0], amount: value },
      },
      {
        name: 'withdrawal',
        method: 'POST',
        path: ApiPaths.withdrawals.create,
        body: { portfolioId: portfolios[0], amount: value, otp: '123456' },
      },
      {
        name: 'transfer',
        method: 'POST',
        path: ApiPaths.transfers.create,
        body: { fromPortfolioId: portfolios[0], toPortfolioId: portfolios[1] ?? portfolios[0], amount: value },
      },
      { name: 'switch (query)', method: 'POST', path: `${SwitchApiPaths.save}?riskLevel=${q}&clientId=${q}` },
    ];
  };

  console.log(`| route | characters | status | median ms | worst ms |\n|---|---|---|---|---|`);
  let worst = 0;
  for (const size of SIZES) {
    for (const route of routes('9'.repeat(size))) {
      const body = route.body === undefined ? undefined : JSON.stringify(route.body);
      const answers = [];
      for (let i = 0; i < REPEATS; i++) {
        answers.push(
          await timed(
            base,
            route.method,
            route.path,
            {
              ...auth,
              [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
              ...(body === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
            },
            body,
          ),
        );
      }
      const ms = answers.map((a) => a.ms);
      worst = Math.max(worst, ...ms);
      const statuses = [...new Set(answers.map((a) => a.status))].join('/');
      console.log(
        `| ${route.name} | ${size.toLocaleString('en')} | ${statuses} | ${median(ms).toFixed(1)} | ${Math.max(...ms).toFixed(1)} |`,
      );
    }
  }

  // /api/health while four 10 MB amounts are being sent.
  const big = JSON.stringify({ portfolioId: portfolios[0], amount: '9'.repeat(10_000_000), otp: '123456' });
  const healthMs: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const flood = Array.from({ length: 4 }, () =>
      timed(
        base,
        'POST',
        ApiPaths.withdrawals.create,
        { ...auth, 'content-type': 'application/json', 'content-length': String(big.length) },
        big,
      ),
    );
    healthMs.push((await timed(base, 'GET', ApiPaths.health, {})).ms);
    await Promise.all(flood);
  }
  console.log(
    `\n/api/health during four 10 MB requests: median ${median(healthMs).toFixed(1)} ms, worst ${Math.max(...healthMs).toFixed(1)} ms`,
  );
  console.log(
    `worst refusal ${worst.toFixed(1)} ms (target ${TARGET_MS} ms): ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.stop();
}
