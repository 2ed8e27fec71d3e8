import { gzipSync } from 'node:zlib';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import { IdentityPaths } from '@harta/contracts/paths';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * Every operation of the OpenAPI document (and the identity server's token and revocation endpoints), sent
 * hostile path parameters, queries and bodies, as every kind of caller: no answer may be a 5xx (issue 10
 * item 3). Bounded and repeatable: RUNS requests per operation from a fixed seed (FUZZ_SEED overrides it; a
 * failure prints the seed and the request). With PostgreSQL as well as PGlite, the engines share the RUNS out,
 * each from a seed of its own: as many different requests as one engine alone would get, instead of the same
 * ones twice (the suite's longest file; both engines are the same PostgreSQL, and what decides a 5xx here is
 * the server's own handling of the input). Hostile means: NUL and other control characters, lone surrogates,
 * huge strings, any Unicode, SQL and JSON metacharacters, numbers where strings belong and the reverse,
 * null/array/object bodies, malformed JSON and multipart, wrong content types, compressed bodies.
 */

const RUNS = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\u0001', '\u001f', '\ud800', 'x\udc00y') },
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007bell',
    '\u001b[31mred',
    '\u000b\u000c',
    '\ud800',
    'x\udfff',
    '\u202egnp.exe',
    "' OR '1'='1",
    "'; drop table clients; --",
    '{"$gt":""}',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '%00',
    '%',
    '\\',
    '"',
    '😀',
    'ﷺ',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e999',
    '9'.repeat(40),
    '',
    ' ',
    'MY',
    'MYKAD',
    'ID_FRONT',
    'demo@example.com',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.constant(2 ** 64),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Values of the schema's shape (so requests get past the first check) with hostile values mixed in. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const hostileOr = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 2, arbitrary }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: hostileText });
  if (schema.enum) return hostileOr(fc.constantFrom(...schema.enum));
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return hostileOr(fc.string({ maxLength: 20 }));
    case 'integer':
    case 'number':
      return hostileOr(fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.constant(1)));
    case 'boolean':
      return hostileOr(fc.boolean());
    case 'array':
      return hostileOr(fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 }));
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, fromSchema(inner, depth + 1)]),
      );
      return hostileOr(fc.record(shape, { requiredKeys: [] }));
    }
    default:
      return hostileValue;
  }
}

/** A path segment: hostile text percent-encoded (lone surrogates as U+FFFD), or raw broken percent-encoding. */
const pathSegment = (schema: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 4, arbitrary: fromSchema(schema).map((value) => encodeURIComponent(wellFormed(asText(value)))) },
    { weight: 2, arbitrary: hostileText.map((text) => encodeURIComponent(wellFormed(text))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%zz', '%E0%A4%A', '%ED%A0%80', '%2e%2e', '%0a') },
  );

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'gzip-json'; value: unknown }
  | { kind: 'multipart'; fields: [string, string][]; fileName: string | undefined; cut: boolean; boundary: boolean };

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(schema).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
            'application/json; charset=utf-16',
          ),
          text: fc.oneof(fc.constantFrom('{', '{"a":', '\u0000', '', 'null', 'a=%00&b=1', '<a/>', '[]'), hostileText),
        })
        .map((raw): Body => ({ kind: 'raw', ...raw })),
    },
    { weight: 1, arbitrary: fromSchema(schema).map((value): Body => ({ kind: 'gzip-json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          fields: fc.array(
            fc.tuple(fc.oneof(fc.constantFrom('idType', 'documentType', 'clientId'), hostileText), hostileText),
            { maxLength: 4 },
          ),
          fileName: fc.option(hostileText, { nil: undefined }),
          cut: fc.boolean(),
          boundary: fc.boolean(),
        })
        .map((multipart): Body => ({ kind: 'multipart', ...multipart })),
    },
  );
}

const BOUNDARY = 'fuzz-boundary-7f3a';

/** Lone surrogates as U+FFFD: URLs and multipart text are UTF-8, where a lone surrogate has no form. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Any generated value as text (objects as JSON; fast-check's dictionaries have no prototype to print with). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** A header value fetch accepts (Latin-1 text without line breaks). */
const headerSafe = (text: string) => wellFormed(text).replace(/[^\x20-\x7e]/g, '?');

function multipartBody(body: Extract<Body, { kind: 'multipart' }>): Buffer {
  const parts = body.fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${headerSafe(name)}"\r\n\r\n${wellFormed(value)}\r\n`,
  );
  if (body.fileName !== undefined) {
    const encoded = encodeURIComponent(wellFormed(body.fileName));
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encoded}\r\n` +
        'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\nnot really a picture\r\n',
    );
  }
  const whole = Buffer.from(parts.join('') + (body.cut ? '' : `--${BOUNDARY}--\r\n`));
  return body.cut ? whole.subarray(0, Math.max(0, whole.length - 7)) : whole;
}

function requestInit(body: Body): { headers: Record<string, string>; body?: Uint8Array | string } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.value) ?? 'null' };
    case 'raw':
      return { headers: { 'content-type': body.contentType }, body: body.text };
    case 'gzip-json':
      return {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: new Uint8Array(gzipSync(JSON.stringify(body.value) ?? 'null')),
      };
    case 'multipart':
      return {
        headers: {
          'content-type': body.boundary ? `multipart/form-data; boundary=${BOUNDARY}` : 'multipart/form-data',
        },
        body: new Uint8Array(multipartBody(body)),
      };
  }
}

const kinds = testDatabases();
const RUNS_PER_ENGINE = Math.ceil(RUNS / kinds.length);

describe.each(kinds.map((kind, engine) => ({ ...kind, engine })))('fuzzing every operation on $name', (kind) => {
  /** Each engine's seeds: the first engine keeps SEED + n, the next starts 100,000 further. */
  const seed = SEED + kind.engine * 100_000;
  let database: TestDatabase;
  let server: StartedServer;
  /** Authorization headers by kind of caller; every operation is tried as each and as nobody. */
  const callers: Record<string, string | undefined> = { nobody: undefined };
  let operations: Operation[] = [];

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    await createTestClient(database.db, { email: 'fuzz.draft@example.com', currentStep: 4 });
    const [draft, active, staff] = await Promise.all([
      server.login('fuzz.draft@example.com', TEST_CLIENT_PASSWORD),
      server.login('demo@example.com', 'Demo@1234'),
      server.login('staff@example.com', 'Staff@1234'),
    ]);
    callers.draftClient = `Bearer ${draft.access_token}`;
    callers.activeClient = `Bearer ${active.access_token}`;
    callers.staff = `Bearer ${staff.access_token}`;
    callers.forgedBearer = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
    const basic = server.config.registrationBasicAuth;
    callers.registration = `Basic ${Buffer.from(`${basic.username}:${basic.password}`).toString('base64')}`;

    const document = server.app.swagger() as {
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('finds the operations of the document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  /** Sends one request; answers a description of it when the server failed (5xx), else undefined. */
  async function send(method: string, url: string, caller: string, body: Body): Promise<string | undefined> {
    const init = requestInit(body);
    const authorization = callers[caller];
    const response = await server.fetch(url, {
      method,
      headers: { ...init.headers, ...(authorization ? { authorization } : {}) },
      ...(init.body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body: init.body } : {}),
    });
    const text = await response.text();
    if (response.status < 500) return undefined;
    return `${method} ${url} as ${caller} with ${JSON.stringify(body).slice(0, 500)} → ${response.status} ${text}`;
  }

  /**
   * The callers an operation lets in (any answer but 401 and 403 to a plain request), so that most hostile
   * requests reach the route's own code; the others still get a run in ten.
   */
  async function admittedCallers(operation: Operation): Promise<string[]> {
    const url = operation.path.replace(/\{(\w+)\}/g, '1');
    const admitted: string[] = [];
    for (const caller of Object.keys(callers)) {
      const authorization = callers[caller];
      const response = await server.fetch(url, {
        method: operation.method,
        headers: authorization ? { authorization } : {},
      });
      await response.arrayBuffer();
      if (response.status !== 401 && response.status !== 403) admitted.push(caller);
    }
    return admitted.length > 0 ? admitted : Object.keys(callers);
  }

  it('answers no hostile request to an API operation with a 5xx', async () => {
    // Every operation gets its runs even when an earlier one failed: the report lists all the failures.
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathSegment(p.schema)]))),
        query: fc.record(
          Object.fromEntries([
            ...queryParams.map((p) => [p.name, fromSchema(p.schema)] as const),
            ['extra', hostileText] as const,
          ]),
          { requiredKeys: [] },
        ),
        caller: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...(await admittedCallers(operation))) },
          { weight: 1, arbitrary: fc.constantFrom(...Object.keys(callers)) },
        ),
        body: bodyArbitrary(bodySchema),
      });
      const details = await fc.check(
        fc.asyncProperty(request, async ({ path, query, caller, body }) => {
          const filled = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] as string);
          const search = new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [wellFormed(k), wellFormed(asText(v))]),
          ).toString();
          const failure = await send(operation.method, `${filled}${search ? `?${search}` : ''}`, caller, body);
          if (failure) throw new Error(failure);
        }),
        { numRuns: RUNS_PER_ENGINE, seed: seed + index, endOnFailure: true },
      );
      if (details.failed) {
        const reason =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(`${operation.method} ${operation.path} (seed ${seed + index}): ${reason}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers no hostile request to the identity server with a 5xx', async () => {
    // Mostly well-formed requests of the grants the app uses, so hostile values reach the grant's own code.
    const known = fc.constantFrom(
      'password',
      'refresh_token',
      'client_credentials',
      'authorization_code',
      APP_CLIENT_ID,
    );
    const form = fc.record(
      {
        grant_type: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom('password', 'refresh_token') },
          known,
          hostileText,
        ),
        client_id: fc.oneof({ weight: 3, arbitrary: fc.constant(APP_CLIENT_ID) }, hostileText),
        username: hostileText,
        password: hostileText,
        refresh_token: hostileText,
        token: hostileText,
        scope: fc.oneof(fc.constant('openid offline_access harta-api'), hostileText),
        resource: hostileText,
      },
      { requiredKeys: ['grant_type', 'client_id'] },
    );
    const endpoint = fc.constantFrom('/token', '/token/revocation', '/me', '/auth', '/session/end');
    await fc.assert(
      fc.asyncProperty(endpoint, form, fc.boolean(), async (path, params, asQuery) => {
        const encoded = new URLSearchParams(
          Object.entries(params).map(([k, v]): [string, string] => [wellFormed(k), wellFormed(v)]),
        ).toString();
        const url = `${IdentityPaths.base}${path}${asQuery ? `?${encoded}` : ''}`;
        const response = await server.fetch(url, {
          method: asQuery ? 'GET' : 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          ...(asQuery ? {} : { body: encoded }),
        });
        const text = await response.text();
        expect(response.status, `seed ${seed}: ${url} ${encoded.slice(0, 300)} → ${text}`).toBeLessThan(500);
      }),
      { numRuns: RUNS_PER_ENGINE * 5, seed, endOnFailure: true },
    );
  }, 120_000);
});
