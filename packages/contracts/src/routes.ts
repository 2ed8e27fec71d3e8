/**
 * Every web route of spec section 2, as path segments (no leading slash) and typed hrefs.
 * The router and every link build their paths from here.
 */
export const Routes = {
  root: '',
  userLogin: 'user-login',
  home: 'home',
  maintenance: 'maintenance',
  vapt: 'vapt',
  registration: 'registration',
  myAccount: 'my-account',
  about: 'about',
  dashboard: 'dashboard',
  performance: 'performance',
  performanceSummaryDetail: 'performance/summary-detail',
  myProfile: 'my-profile',
  /** The client's central-bank approval documents (issue #13 item 4; not in the spec's route list). */
  bnmDocuments: 'my-profile/bnm-documents',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  transfer: 'transfer',
  myStatement: 'my-statement',
  /** My Account → Your data: a copy of everything held, correction, erasure (docs/account.md "Your data"). */
  yourData: 'your-data',
  changePassword: 'change-password',
  transactions: 'transactions',
  biometric: 'biometric',
  onlinePayments: 'online-payments',
  referAFriend: 'refer-a-friend',
  payment: 'payment/:orderId/:status',
  appPending: 'app-pending/:appstatus',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  notFound: 'not-found',
  badRequest: 'bad-request',
  serverError: 'server-error',
  apiError: 'api-error',
  unknowError: 'unknow-error',
  backoffice: 'backoffice',
  /** Staff: the mobile app version records (issue #4; not in the spec's route list). */
  backofficeAppVersions: 'backoffice/app-versions',
  /** Staff: revoke a client's biometric devices (issue #4; not in the spec's route list). */
  backofficeDevices: 'backoffice/devices',
  /** Ask for a password reset link (not in the spec's route list; docs/registration.md, "Forgot password"). */
  forgotPassword: 'forgot-password',
  /** Help and legal pages, open to anyone (issue 15 item 5; not in the spec's route list). */
  faq: 'faq',
  terms: 'terms',
  privacy: 'privacy',
  /** A goal's recurring deposit, `?portfolio=<guid>` (docs/goals.md "Recurring deposits"; not in the spec's list). */
  recurringDeposit: 'recurring-deposit',
  /** Where the bank sends the browser back after a mandate's authorisation, `?schedule=<guid>`. */
  recurringDepositReturn: 'recurring-deposit/return',
} as const;

export type RouteKey = keyof typeof Routes;

export const href = {
  root: () => '/',
  to: (key: Exclude<RouteKey, 'payment' | 'appPending'>) => `/${Routes[key]}`,
  payment: (orderId: string, status: string) => `/payment/${encodeURIComponent(orderId)}/${encodeURIComponent(status)}`,
  appPending: (appstatus: string) => `/app-pending/${encodeURIComponent(appstatus)}`,
  registrationStep: (step: number | null | undefined) =>
    step && step > 0 ? `/registration?step=${step}` : '/registration',
};

/** Error pages reached by the HTTP error mapping (spec section 8). */
export const ErrorRoutes = [
  'forbidden',
  'unauthorized',
  'notFound',
  'badRequest',
  'serverError',
  'apiError',
  'unknowError',
] as const satisfies readonly RouteKey[];
