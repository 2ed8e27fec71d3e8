/** The back office's money pages, one lazy chunk (backoffice-page.tsx). */
export { PaymentsPage } from './payments-page';
export { WithdrawalsPage } from './withdrawals-page';
export { ReconciliationPage } from './reconciliation-page';
export { TradeRunPage } from './trade-run-page';
