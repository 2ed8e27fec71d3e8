/**
 * The ledger's account kinds and the rules each carries (docs/money.md "Accounts"). One table, read by the code
 * that opens accounts; the migration's CHECKs repeat the client rules so the database refuses a wrong row too.
 */
export const ACCOUNT_KINDS = {
  /** What the firm owes a client in ringgit, per portfolio (settled, uninvested cash). */
  CLIENT_CASH: { normalSide: 'CREDIT', nonNegative: true, perPortfolio: true },
  /** Units of one ETF the firm holds for a client, per portfolio. */
  CLIENT_UNITS: { normalSide: 'CREDIT', nonNegative: true, perPortfolio: true },
  /** The firm's client-money (trust) bank account. */
  OMNIBUS_CASH: { normalSide: 'DEBIT', nonNegative: false, perPortfolio: false },
  /** Units of one ETF held at the custodian in the firm's omnibus name. */
  CUSTODY_UNITS: { normalSide: 'DEBIT', nonNegative: false, perPortfolio: false },
  /** Fees earned by the firm. */
  FEES: { normalSide: 'CREDIT', nonNegative: false, perPortfolio: false },
  /** Money the payment gateway has confirmed but not yet paid into the omnibus account. */
  GATEWAY_CLEARING: { normalSide: 'DEBIT', nonNegative: false, perPortfolio: false },
  /** Withdrawals approved for payout and not yet confirmed paid by the bank. */
  PAYOUT_CLEARING: { normalSide: 'CREDIT', nonNegative: false, perPortfolio: false },
  /** What the firm spends on promotions (referral rewards): an expense, paid from the firm's own money. */
  PROMOTIONS: { normalSide: 'DEBIT', nonNegative: false, perPortfolio: false },
  /**
   * Dividends the funds owe the firm's clients between the entitlement and the cash's arrival (docs/money.md
   * "Dividends"): the gross is credited to the clients, the tax withheld and the net received settle it to zero.
   */
  DIVIDENDS_RECEIVABLE: { normalSide: 'DEBIT', nonNegative: false, perPortfolio: false },
  /** Purification set aside from Shariah goals' dividends, owed to charity until a staff-approved batch pays it. */
  PURIFICATION_PAYABLE: { normalSide: 'CREDIT', nonNegative: false, perPortfolio: false },
} as const satisfies Record<string, { normalSide: 'DEBIT' | 'CREDIT'; nonNegative: boolean; perPortfolio: boolean }>;

export type AccountKind = keyof typeof ACCOUNT_KINDS;

/** 'MYR' for ringgit accounts (amounts in sen), or an ETF ticker (amounts in millionths of a unit). */
export const CASH_ASSET = 'MYR';

export type AccountRef =
  | { kind: 'CLIENT_CASH'; portfolioId: number }
  | { kind: 'CLIENT_UNITS'; portfolioId: number; ticker: string }
  | {
      kind:
        | 'OMNIBUS_CASH'
        | 'FEES'
        | 'GATEWAY_CLEARING'
        | 'PAYOUT_CLEARING'
        | 'PROMOTIONS'
        | 'DIVIDENDS_RECEIVABLE'
        | 'PURIFICATION_PAYABLE';
    }
  | { kind: 'CUSTODY_UNITS'; ticker: string };

export function assetOf(ref: AccountRef): string {
  return 'ticker' in ref ? ref.ticker : CASH_ASSET;
}

/** The account's natural key: one account per kind, portfolio and asset. */
export function accountKey(ref: AccountRef): string {
  return `${ref.kind}:${'portfolioId' in ref ? ref.portfolioId : ''}:${assetOf(ref)}`;
}
