/**
 * The strings the first view shows (first-view-markup.ts): the build copies only these, in both languages, into its
 * script (build/first-view-script.ts), so it does not carry the app's whole dictionaries.
 */
export const FIRST_VIEW_KEYS = [
  'app.name',
  'dashboard.greeting',
  'dashboard.status',
  'status.ACTIVE',
  'actions.label',
  'actions.deposit',
  'actions.withdraw',
  'actions.transfer',
  'actions.onlinePayments',
  'summary.heading',
  'summary.asOf',
  'summary.notValuedYet',
  'summary.totalValue',
  'summary.netDeposits',
  'summary.netDepositsHint',
  'summary.totalReturn',
  'summary.totalReturnHint',
  'summary.rateHint',
  'summary.rateNoHistory',
  'summary.rateNoMoney',
  'summary.paidSince',
  'summary.paidSinceHint',
  'summary.seePerformance',
  'summary.deposit',
  'dashboard.emptyTitle',
  'dashboard.emptyBody',
  'dashboard.firstDeposit',
] as const;

export type FirstViewKey = (typeof FIRST_VIEW_KEYS)[number];

/** The first view's words in one language. */
export type FirstViewStrings = Record<FirstViewKey, string>;
