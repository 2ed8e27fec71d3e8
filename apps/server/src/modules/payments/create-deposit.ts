import { randomBytes } from 'node:crypto';
import { isActiveStatus } from '@harta/contracts/client-status';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import {
  DEPOSIT_LIMIT_PARAMETERS,
  depositAmountIssue,
  type AuthorisationForm,
  type DepositRequest,
} from '@harta/contracts/schemas/payments';
import type { Db } from '../../db/connection';
import { paymentOrders } from '../../db/schema/payments';
import { NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { formatFpxTime } from '../../providers/payment-gateway/fpx-messages';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import type { ClientRow } from '../clients/client.repository';
import { assertMayAddMoney } from '../compliance/withdraw-only-gate';
import { findOwnPortfolio } from '../portfolios/portfolio.repository';
import { findSystemParameter, findValue } from '../reference-data/reference-data.repository';
import { recordTransaction } from '../transactions/transaction-log';
import { reserveForeignAssetLimit } from './foreign-asset-limit';
import { AccountNotActiveError, BankOfflineError } from './payment-errors';
import { payments } from '../../metrics/registry';

/**
 * POST /api/deposits (issue #11 item 5): checks the request against the client's state, the amount bounds, the
 * portfolio's owner, the bank and the foreign-currency limit, then records the order (CREATED) and its DEPOSIT
 * row (PENDING) and answers the signed AR form. Runs inside runIdempotent's transaction, so a retry with the same
 * Idempotency-Key answers the same form and never makes a second order.
 */

/** 128 random bits: the receipt is public to whoever holds the id, so the id must be unguessable. */
export function newOrderId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * What the bank shows the payer (FPX `fpx_productDesc`): one text for every client, so words both languages use
 * (the bank's pages follow the client's language, docs/languages.md "The sandbox bank's pages").
 */
export const DEPOSIT_DESCRIPTION = 'Harta deposit';

/** The bounds of one payment from the system parameters (ringgit strings), with the FPX defaults. */
export async function depositBounds(db: Db): Promise<{ min: string; max: string }> {
  const { category, min, max } = DEPOSIT_LIMIT_PARAMETERS;
  const [low, high] = await Promise.all([
    findSystemParameter(db, category, min),
    findSystemParameter(db, category, max),
  ]);
  return { min: low?.value.trim() ?? '1', max: high?.value.trim() ?? '30000' };
}

/** FPX buyer names are letters, digits, spaces and a few marks, at most 40 characters. */
export function fpxBuyerName(client: ClientRow): string {
  const name = [client.givenName, client.surName].filter(Boolean).join(' ');
  return (
    name
      .replace(/[^A-Za-z0-9 .,'@/-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40) || 'Client'
  );
}

export interface CreateDepositInput {
  client: ClientRow;
  request: DepositRequest;
  /** The gateway's bank list (BE), read before the transaction: a gateway call never holds a database lock. */
  bankStatus: ReadonlyMap<string, boolean>;
  gateway: PaymentGateway;
  now: Date;
}

export async function createDeposit(tx: Db, input: CreateDepositInput): Promise<AuthorisationForm> {
  const { client, request, gateway, now } = input;
  // Spec section 4 status gates: REJECT/CLOSE/SUSPEND never reach here (route auth); DRAFT/PENDING may not pay in.
  if (!isActiveStatus(client.status)) throw new AccountNotActiveError();
  // A client flagged for closure (PEP / restricted country) may only withdraw.
  await assertMayAddMoney(tx, client.clientId);

  const issue = depositAmountIssue(request.amount, await depositBounds(tx));
  if (issue) {
    const message = formatMessage(issue.key, issue.values ?? {});
    throw new ValidationError([{ path: 'amount', message }], message);
  }
  const amountSen = parseMinorUnits(request.amount.trim(), SEN_SCALE)!;

  const portfolio = await findOwnPortfolio(tx, client.clientId, request.portfolioId);
  if (!portfolio) throw new NotFoundError();

  const bank = await findValue(tx, 'BANK', request.bankId);
  if (!bank) {
    throw new ValidationError(
      [{ path: 'bankId', message: messagesEn['payments.bankUnknown'] }],
      messagesEn['payments.bankUnknown'],
    );
  }
  if (input.bankStatus.get(bank.code) !== true) throw new BankOfflineError();

  const foreignSen = await reserveForeignAssetLimit(tx, {
    clientId: client.clientId,
    riskLevel: portfolio.riskLevel,
    shariah: portfolio.shariah,
    amountSen,
    now,
  });

  const orderId = newOrderId();
  const sellerTxnTime = formatFpxTime(now);
  await tx.insert(paymentOrders).values({
    orderId,
    clientId: client.clientId,
    portfolioId: portfolio.id,
    amountSen,
    bankCode: bank.code,
    sellerTxnTime,
    foreignSen,
  });
  payments.inc({ state: 'CREATED' });
  await recordTransaction(tx, {
    clientId: client.clientId,
    portfolioId: portfolio.id,
    type: 'DEPOSIT',
    status: 'PENDING',
    amountSen,
    sourceType: 'payment_order',
    sourceId: orderId,
    description: { kind: 'ONLINE_BANKING', bank: bank.name },
    details: { orderId, bank: bank.code },
  });

  return gateway.authorisationForm({
    orderId,
    amountSen,
    bankCode: bank.code,
    sellerTxnTime,
    buyerEmail: client.emailAddress,
    buyerName: fpxBuyerName(client),
    description: DEPOSIT_DESCRIPTION,
  });
}
