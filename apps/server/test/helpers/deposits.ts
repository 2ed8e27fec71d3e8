import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import type { AuthorisationForm } from '@harta/contracts/schemas/payments';
import type { Db } from '../../src/db/connection';
import { paymentOrders } from '../../src/db/schema/payments';
import { portfolios } from '../../src/db/schema/portfolios';
import { clientTransactions } from '../../src/db/schema/transactions';
import { getBalance } from '../../src/modules/ledger/ledger-reads';
import {
  ACKNOWLEDGEMENT_FIELDS,
  formatFpxTime,
  signFields,
  type FpxFields,
} from '../../src/providers/payment-gateway/fpx-messages';
import { sandboxSigners } from '../../src/providers/payment-gateway/message-signer';
import { bearer, type StartedServer } from './start-server';

/** Test helpers of the deposit flow: a client's portfolio, a deposit, the bank's decision, forged ACs. */

export async function createPortfolio(db: Db, clientId: number, riskLevel = 3): Promise<{ id: number; guid: string }> {
  const [row] = await db.insert(portfolios).values({ clientId, goalName: 'Retirement', riskLevel }).returning();
  return { id: row!.id, guid: row!.guid };
}

export function postDeposit(
  server: StartedServer,
  token: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Response> {
  return server.fetch(ApiPaths.payments.deposits, {
    method: 'POST',
    headers: {
      ...bearer(token),
      'content-type': 'application/json',
      ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    body: JSON.stringify(body),
  });
}

export async function depositForm(server: StartedServer, token: string, body: unknown): Promise<AuthorisationForm> {
  const response = await postDeposit(server, token, body);
  if (response.status !== 201) throw new Error(`deposit refused (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { result: AuthorisationForm }).result;
}

export function postForm(server: StartedServer, path: string, fields: Record<string, string>): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * The gateway's server posting a direct AC, then waiting until it is applied: on PostgreSQL the route answers once
 * the AC is in the inbox (acknowledgement-inbox.ts), and what a test checks next is its effect.
 */
export async function postAc(server: StartedServer, fields: Record<string, string>): Promise<Response> {
  const response = await postForm(server, ApiPaths.payments.fpxAcknowledgement, fields);
  await server.app.payments.acknowledgements.drained();
  return response;
}

/** Waits until the sandbox has sent every direct AC it has scheduled and the app has applied them. */
export async function callbacksSettled(app: StartedServer['app']): Promise<void> {
  await app.payments.sandbox.idle();
  await app.payments.acknowledgements.drained();
}

/** The browser at the sandbox: posts the AR, logs in at the bank and decides. Answers where it was sent back. */
export async function payAtBank(
  server: StartedServer,
  form: AuthorisationForm,
  decision: 'approve' | 'decline' | 'timeout' = 'approve',
  reason?: string,
): Promise<string> {
  const action = new URL(form.action).pathname;
  const ar = await postForm(server, action, form.fields);
  if (ar.status !== 303) throw new Error(`AR refused (${ar.status}): ${await ar.text()}`);
  const txn = ar.headers.get('location')!;
  const login = await postForm(server, `${txn}/login`, { userId: 'buyer', password: 'secret' });
  if (login.status !== 200) throw new Error(`bank login refused (${login.status})`);
  const decided = await postForm(server, `${txn}/decide`, { decision, ...(reason ? { reason } : {}) });
  if (decided.status !== 303) throw new Error(`decision refused (${decided.status})`);
  // The sandbox has delivered its direct AC by now; wait until it is applied too.
  await server.app.payments.acknowledgements.drained();
  return decided.headers.get('location')!;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row!;
}

export async function depositRows(db: Db, orderId: string) {
  return db
    .select()
    .from(clientTransactions)
    .where(and(eq(clientTransactions.sourceType, 'payment_order'), eq(clientTransactions.sourceId, orderId)));
}

export const cashOf = (db: Db, portfolioId: number) => getBalance(db, { kind: 'CLIENT_CASH', portfolioId });

/** An AC as the sandbox exchange would sign it (its key derives from the config's secret), for any fields. */
export function signedAc(
  secret: string,
  order: { orderId: string; amount: string; sellerTxnTime: string },
  overrides: Partial<FpxFields> = {},
): FpxFields {
  const fields: FpxFields = {
    fpx_buyerBankBranch: '',
    fpx_buyerBankId: 'MBB',
    fpx_buyerIban: '',
    fpx_buyerId: '',
    fpx_buyerName: 'Test Client',
    fpx_creditAuthCode: '00',
    fpx_creditAuthNo: '123456',
    fpx_debitAuthCode: '00',
    fpx_debitAuthNo: '123456',
    fpx_fpxTxnId: '2611251200000001',
    fpx_fpxTxnTime: formatFpxTime(new Date()),
    fpx_makerName: '',
    fpx_msgToken: '01',
    fpx_msgType: 'AC',
    fpx_sellerExId: 'EX00000SBX',
    fpx_sellerExOrderNo: order.orderId,
    fpx_sellerId: 'SE00000SBX',
    fpx_sellerOrderNo: order.orderId,
    fpx_sellerTxnTime: order.sellerTxnTime,
    fpx_txnAmount: order.amount,
    fpx_txnCurrency: 'MYR',
    ...overrides,
  };
  return signFields(fields, ACKNOWLEDGEMENT_FIELDS, sandboxSigners(secret).exchange);
}
