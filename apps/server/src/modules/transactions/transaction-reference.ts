/**
 * The one reference a client sees for a transaction (docs/money.md "One reference per transaction"): a deposit is
 * its payment order's id (the receipt's reference), a withdrawal or a transfer its own id (their pages show it);
 * the rest (investments, fees, rewards) the transaction's own id. The transactions page, the CSV and the statement
 * all read it from here.
 */
const FLOWS_WITH_THEIR_OWN_ID: ReadonlySet<string> = new Set(['payment_order', 'withdrawal', 'transfer']);

export function transactionReference(row: { sourceType: string; sourceId: string; guid: string }): string {
  return FLOWS_WITH_THEIR_OWN_ID.has(row.sourceType) ? row.sourceId : row.guid;
}
