import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths, SwitchApiPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios as portfolioTable } from '../src/db/schema/portfolios';
import { JSON_BODY_LIMIT } from '../src/plugins/input/json-body-limit';
import { testDatabases, type TestDatabase } from './databases';
import { createPortfolio } from './helpers/deposits';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * Limits an attacker cannot lean on (docs/security.md "Hostile bytes"): every string a request may carry has a
 * maximum length at its schema, and numeric strings from a few digits to 10 MB sent to every money route are
 * refused with a 4xx and a message (never a 5xx), before anything parses them, while /api/health keeps answering.
 * How fast they are refused is measured in bench/request-limits.ts (speed targets live in bench/).
 */

interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Formats whose text has a fixed shape, hence a fixed length. */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'date', 'date-time', 'time']);

/** An anchored pattern whose repetitions are all bounded (no *, + or {n,}) can only match bounded text. */
function boundedPattern(pattern: string): boolean {
  const source = pattern.replace(/\\./g, 'x');
  return source.startsWith('^') && source.endsWith('$') && !/[*+]|\{\d+,\}/.test(source);
}

function isBoundedString(schema: JsonSchema): boolean {
  return (
    schema.maxLength !== undefined ||
    schema.enum !== undefined ||
    schema.const !== undefined ||
    (schema.format !== undefined && FIXED_LENGTH_FORMATS.has(schema.format)) ||
    (schema.pattern !== undefined && boundedPattern(schema.pattern))
  );
}

/** The places under `schema` where a string of any length would be accepted. */
function unboundedStrings(
  schema: JsonSchema | undefined,
  where: string,
  resolve: (ref: string) => JsonSchema | undefined,
  seen = new Set<JsonSchema>(),
): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return unboundedStrings(resolve(schema.$ref), where, resolve, seen);
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('string') && !isBoundedString(schema)) found.push(where);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...unboundedStrings(property, `${where}.${name}`, resolve, seen));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unboundedStrings(schema.additionalProperties, `${where}[*]`, resolve, seen));
  }
  found.push(...unboundedStrings(schema.items, `${where}[]`, resolve, seen));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unboundedStrings(part, where, resolve, seen));
  }
  return found;
}

/** Digits of every size from a little over the longest amount to 10 MB, bare and as a decimal. */
const NUMERIC_SIZES = [40, 1_000, 8_000, 100_000, 1_000_000, 10_000_000];
/** Node's default limit on a request's head (request line and headers). */
const URL_LIMIT = 16 * 1024;
const numericStrings = NUMERIC_SIZES.flatMap((size) => ['9'.repeat(size), `${'1'.repeat(size - 3)}.50`]);

interface Answer {
  status: number;
  body: string;
}

/**
 * One request over a plain socket (fetch gives up on a body the server refuses before reading it): the status and
 * body the server sent, or `closed` when it closed the connection without an answer.
 */
function send(
  server: StartedServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer | 'closed'> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
        response.on('error', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
      },
    );
    // The server may answer and close while a 10 MB body is still being written: the answer already came.
    request.on('error', () => resolve('closed'));
    request.on('socket', (socket) => socket.on('error', () => undefined));
    request.end(body);
  });
}

describe.each(testDatabases())('request limits on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let token: string;
  let portfolios: [string, string];

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    const email = `request-limits-${kind.name}@example.com`;
    const { clientId } = await createTestClient(database.db, { email, status: 'ACTIVE', currentStep: 10 });
    token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    portfolios = [
      (await createPortfolio(database.db, clientId)).guid,
      (
        await database.db.insert(portfolioTable).values({ clientId, goalName: 'Education', riskLevel: 4 }).returning()
      )[0]!.guid,
    ];
    // A server start and a login: slow on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('bounds the length of every string of every documented request (path, query, headers, JSON body)', () => {
    const document = server.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const resolve = (ref: string) => document.components?.schemas?.[ref.replace('#/components/schemas/', '')];
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          checked += 1;
          unbounded.push(...unboundedStrings(parameter.schema, `${name} ${parameter.in} ${parameter.name}`, resolve));
        }
        const json = operation.requestBody?.content?.['application/json']?.schema;
        if (json) checked += 1;
        unbounded.push(...unboundedStrings(json, `${name} body`, resolve));
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  function moneyRequests(value: string): { name: string; method: string; path: string; body?: unknown }[] {
    const query = encodeURIComponent(value);
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
        body: { fromPortfolioId: portfolios[0], toPortfolioId: portfolios[1], amount: value },
      },
      { name: 'switch', method: 'POST', path: `${SwitchApiPaths.save}?riskLevel=${query}&clientId=${query}` },
      { name: 'switch options', method: 'GET', path: `${SwitchApiPaths.options}?clientId=${query}` },
      {
        name: 'online payments page',
        method: 'GET',
        path: `${ApiPaths.clientProfile.onlineTransactions}?cursor=${query}&limit=${query}`,
      },
      {
        name: 'transactions page',
        method: 'GET',
        path: `${ApiPaths.clientProfile.transactionListing}?cursor=${query}`,
      },
    ];
  }

  it('refuses numeric strings up to 10 MB on every money route with a 4xx and a message, never a 5xx', async () => {
    const failures: string[] = [];
    for (const value of numericStrings) {
      for (const call of moneyRequests(value)) {
        const body = call.body === undefined ? undefined : JSON.stringify(call.body);
        const answer = await send(
          server,
          call.method,
          call.path,
          {
            authorization: `Bearer ${token}`,
            [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          },
          body,
        );
        const label = `${call.name} with ${value.length} characters`;
        // A URL past Node's 16 KB header limit is refused by the HTTP parser itself (431, then the socket is
        // closed): the client may see the close before the answer. Nothing of the app runs either way.
        if (call.body === undefined && call.path.length > URL_LIMIT && (answer === 'closed' || answer.status === 431)) {
          continue;
        }
        if (answer === 'closed') {
          failures.push(`${label}: closed without an answer`);
          continue;
        }
        let message: unknown;
        try {
          message =
            (JSON.parse(answer.body) as { result?: unknown; message?: unknown }).result ??
            JSON.parse(answer.body).message;
        } catch {
          message = undefined;
        }
        if (answer.status < 400 || answer.status >= 500 || typeof message !== 'string' || message === '') {
          failures.push(`${label}: ${answer.status} ${answer.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // About a hundred requests, a few of them 10 MB: the budget is for a busy test machine, not a speed target.
  }, 240_000);

  it('refuses an oversized amount by its length, before parsing it, with the amount message', async () => {
    const answer = await send(
      server,
      'POST',
      ApiPaths.transfers.create,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      JSON.stringify({ fromPortfolioId: portfolios[0], toPortfolioId: portfolios[1], amount: '9'.repeat(50_000) }),
    );
    expect(answer).not.toBe('closed');
    const { status, body } = answer as Answer;
    expect(status).toBe(400);
    // Only the length issue: the amount was never parsed (parsing it would also have found it below the minimum).
    expect(JSON.parse(body)).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'amount', message: 'amount.notANumber' }],
    });
    expect(JSON.parse(body).issues).toHaveLength(1);
    // A JSON body past the API's limit (64 KB: no form sends more than a few KB) is refused unread, with a message.
    for (const digits of [JSON_BODY_LIMIT, 1_000_000, 2_000_000]) {
      const huge = await send(
        server,
        'POST',
        ApiPaths.transfers.create,
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        },
        JSON.stringify({ fromPortfolioId: portfolios[0], toPortfolioId: portfolios[1], amount: '9'.repeat(digits) }),
      );
      expect(huge).not.toBe('closed');
      expect((huge as Answer).status).toBe(413);
      expect(JSON.parse((huge as Answer).body)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        result: messagesEn['api.payloadTooLarge'],
      });
    }
  });

  it('keeps answering /api/health while 10 MB numeric strings are in flight', async () => {
    const value = '9'.repeat(10_000_000);
    const inFlight = Promise.all(
      moneyRequests(value)
        .filter((call) => call.body !== undefined)
        .map((call) => {
          const body = JSON.stringify(call.body);
          return send(
            server,
            call.method,
            call.path,
            {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': String(body.length),
            },
            body,
          );
        }),
    );
    const health = await server.fetch(ApiPaths.health);
    expect(health.status).toBe(200);
    for (const answer of await inFlight) expect(answer === 'closed' ? 'closed' : answer.status).toBe(413);
  }, 120_000);
});
