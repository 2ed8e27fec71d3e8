import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths } from '@harta/contracts/paths';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { SecuritySchemes } from '../src/plugins/auth/auth-plugin';
import { testDatabases } from './databases';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { serverSuite, testEnv } from './helpers/start-server';

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** What a third party's generator reads (docs/architecture.md "API document"); Redocly lints it in `npm test`. */
describe('the OpenAPI document', () => {
  const suite = serverSuite(testDatabases()[0]!.open);
  const workDir = mkdtempSync(path.join(tmpdir(), 'harta-openapi-client-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const document = () => suite.server.app.swagger() as unknown as Document;
  const operations = () =>
    Object.entries(document().paths).flatMap(([route, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, operation })),
    );

  it('gives every operation a unique, stable operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document().paths['/api/payments/{orderId}']?.get?.operationId).toBe('getPaymentsByOrderId');
  });

  it('says what every operation needs: a scheme, or `security: []` for the public ones', () => {
    const schemes = new Set<string>(Object.values(SecuritySchemes));
    for (const { name, operation } of operations()) {
      expect(operation.security, name).toBeDefined();
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) expect(schemes.has(scheme), name).toBe(true);
      }
    }
    expect(document().paths['/api/payments/{orderId}']?.get?.security).toEqual([]);
    expect(document().paths[ApiPaths.health]?.get?.security).toEqual([]);
  });

  it('documents the files: the statement PDF and the transactions CSV, with their 404s', () => {
    const statement = document().paths['/api/statements/{id}/file']!.get!;
    expect(Object.keys(statement.responses![200]!.content!)).toEqual(['application/pdf']);
    expect(statement.responses![404]).toBeDefined();
    const listing = document().paths[ApiPaths.clientProfile.transactionListing]!.get!;
    expect(Object.keys(listing.responses![200]!.content!).sort()).toEqual(['application/json', 'text/csv']);
    expect(listing.responses![404]).toBeDefined();
  });

  it('has no `nullable` without a type beside it (OpenAPI 3.0 ignores it there)', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.nullable === true && record.type === undefined) untyped.push(at);
      for (const [key, value] of Object.entries(record)) visit(value, `${at}/${key}`);
    };
    visit(document(), '');
    expect(untyped).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) whose calls type-check, and whose wrong calls do not', async () => {
    writeFileSync(path.join(workDir, 'api.d.ts'), astToString(await openapiTS(document() as never)));
    writeFileSync(
      path.join(workDir, 'calls.ts'),
      `import type { operations } from './api';

type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type JsonAnswer<Op extends keyof operations, Status extends number> = operations[Op]['responses'] extends {
  [S in Status]: { content: { 'application/json': infer Answer } };
}
  ? Answer
  : never;

export const deposit: JsonBody<'postDeposits'> = {
  amount: '250.00',
  portfolioId: '00000000-0000-4000-8000-000000000001',
  bankId: 'MBB',
};
// @ts-expect-error an amount is a decimal string on the wire, never a number
export const numericAmount: JsonBody<'postDeposits'> = { amount: 250, portfolioId: 'x', bankId: 'MBB' };
export const transfer: JsonBody<'postTransfers'> = {
  fromPortfolioId: '00000000-0000-4000-8000-000000000001',
  toPortfolioId: '00000000-0000-4000-8000-000000000002',
  transferAll: true,
};

declare const receipt: JsonAnswer<'getPaymentsByOrderId', 200>;
export const status: 'PENDING' | 'SUCCESS' | 'FAILED' = receipt.result.status;
// @ts-expect-error the receipt has no client id
export const leaked = receipt.result.clientId;

export const csv: operations['getClientProfileTransactionListing']['responses'][200]['content']['text/csv'] = 'a,b';
export const pdfType: keyof operations['getStatementsByIdFile']['responses'][200]['content'] = 'application/pdf';
`,
    );
    const program = ts.createProgram({
      rootNames: [path.join(workDir, 'calls.ts')],
      options: {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('serves /api/docs only where API_DOCS allows; the document itself always', async () => {
    expect((await suite.server.fetch(`${ApiPaths.docs}/`)).status).toBe(200);
    // The app alone (no identity server, not listening) is enough to see which routes exist.
    const closed = await buildApp({
      config: loadConfig(testEnv({ API_DOCS: 'false', DATA_DIR: workDir })),
      database: suite.database,
    });
    try {
      expect((await closed.inject({ method: 'GET', url: `${ApiPaths.docs}/` })).statusCode).toBe(404);
      expect((await closed.inject({ method: 'GET', url: ApiPaths.openapi })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  }, 120_000);
});
