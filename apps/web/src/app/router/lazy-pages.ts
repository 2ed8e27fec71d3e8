import { lazy, type ComponentType } from 'react';
import { loadSpecMessages } from '../../lib/i18n/init-i18n';

/**
 * Every page is its own chunk, loaded when first visited; only the shell is in the initial bundle. A page renders
 * once the spec's messages are in too (one download, shared by all pages), so its strings are never bare keys.
 * `pick` turns a named export into what React.lazy expects.
 */
function pick<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadSpecMessages()]);
    return { default: module[name] };
  });
}

const errors = () => import('../../features/errors/components/error-pages');

export const Pages = {
  Login: pick(() => import('../../features/auth/components/login-page'), 'LoginPage'),
  NativeHome: pick(() => import('../../features/native/components/native-home-page'), 'NativeHomePage'),
  Maintenance: pick(() => import('../../features/public-pages/components/maintenance-page'), 'MaintenancePage'),
  Vapt: pick(() => import('../../features/public-pages/components/vapt-page'), 'VaptPage'),
  About: pick(() => import('../../features/public-pages/components/about-page'), 'AboutPage'),
  MyAccount: pick(() => import('../../features/account/components/my-account-page'), 'MyAccountPage'),
  Faq: pick(() => import('../../features/public-pages/components/faq-page'), 'FaqPage'),
  Terms: pick(() => import('../../features/public-pages/components/legal-pages'), 'TermsPage'),
  Privacy: pick(() => import('../../features/public-pages/components/legal-pages'), 'PrivacyPage'),
  Dashboard: pick(() => import('../../features/dashboard/components/dashboard-page'), 'DashboardPage'),
  Performance: pick(() => import('../../features/performance/components/performance-page'), 'PerformancePage'),
  PerformanceSummary: pick(
    () => import('../../features/performance/components/performance-page'),
    'PerformanceSummaryPage',
  ),
  Transactions: pick(() => import('../../features/transactions/components/transactions-page'), 'TransactionsPage'),
  YourData: pick(() => import('../../features/data-rights/components/your-data-page'), 'YourDataPage'),
  Statements: pick(() => import('../../features/statements/components/statements-page'), 'StatementsPage'),
  Transfer: pick(() => import('../../features/transfer/components/transfer-page'), 'TransferPage'),
  Referral: pick(() => import('../../features/referral/components/referral-page'), 'ReferralPage'),
  Registration: pick(() => import('../../features/registration/components/registration-page'), 'RegistrationPage'),
  AppPending: pick(() => import('../../features/app-pending/components/app-pending-page'), 'AppPendingPage'),
  ForgotPassword: pick(
    () => import('../../features/password-reset/components/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  ResetPassword: pick(
    () => import('../../features/password-reset/components/reset-password-page'),
    'ResetPasswordPage',
  ),
  MyProfile: pick(() => import('../../features/registration/profile/my-profile-page'), 'MyProfilePage'),
  ChangePassword: pick(
    () => import('../../features/change-password/components/change-password-page'),
    'ChangePasswordPage',
  ),
  BnmDocuments: pick(() => import('../../features/bnm-documents/components/bnm-documents-page'), 'BnmDocumentsPage'),
  Backoffice: pick(() => import('../../features/backoffice/components/backoffice-page'), 'BackofficePage'),
  Biometric: pick(() => import('../../features/native/components/biometric-page'), 'BiometricPage'),
  AppVersions: pick(() => import('../../features/native/components/app-versions-page'), 'AppVersionsPage'),
  ClientDevices: pick(() => import('../../features/native/components/client-devices-page'), 'ClientDevicesPage'),
  Deposit: pick(() => import('../../features/payments/components/deposit-page'), 'DepositPage'),
  PaymentReceipt: pick(() => import('../../features/payments/components/payment-receipt-page'), 'PaymentReceiptPage'),
  OnlinePayments: pick(() => import('../../features/payments/components/online-payments-page'), 'OnlinePaymentsPage'),
  RecurringDeposit: pick(
    () => import('../../features/recurring-deposits/components/recurring-deposit-page'),
    'RecurringDepositPage',
  ),
  RecurringDepositReturn: pick(
    () => import('../../features/recurring-deposits/components/recurring-return-page'),
    'RecurringReturnPage',
  ),
  DashboardPendingDeposits: pick(
    () => import('../../features/payments/components/dashboard-pending-deposits'),
    'DashboardPendingDeposits',
  ),
  Withdrawal: pick(() => import('../../features/withdrawals/components/withdrawal-page'), 'WithdrawalPage'),
  DashboardSwitchPortfolio: pick(
    () => import('../../features/portfolio-switch/components/switch-portfolio-modal'),
    'SwitchPortfolioModal',
  ),
  Forbidden: pick(errors, 'ForbiddenPage'),
  Unauthorized: pick(errors, 'UnauthorizedPage'),
  NotFound: pick(errors, 'NotFoundPage'),
  BadRequest: pick(errors, 'BadRequestPage'),
  ServerError: pick(errors, 'ServerErrorPage'),
  ApiError: pick(errors, 'ApiErrorPage'),
  UnknowError: pick(errors, 'UnknowErrorPage'),
};
