import type { ReactNode } from 'react';
import { Routes, type RouteKey } from '@harta/contracts/routes';
import type { RouteHandle } from '../layout/route-handle';
import { DashboardModals } from './dashboard-modals';
import { Pages } from './lazy-pages';
import { UserLoginRoute } from './user-login-route';

/**
 * Every route of spec section 2 with its access rule, readable as a table:
 * - anyone: no guard;
 * - client: the protected-route guard (login plus an allowed client state, role 'c');
 * - staff: logged in with the staff role.
 * The root '' and the catch-all are added by the router itself.
 */
export type Access = 'anyone' | 'client' | 'staff';

export interface AppRoute {
  key: Exclude<RouteKey, 'root'>;
  access: Access;
  element: ReactNode;
  /** Layout hints (see RouteHandle). */
  handle?: RouteHandle;
  /** The page routes its own sub-paths (`<path>/*`), e.g. the back office's application pages. */
  nested?: boolean;
}

export const routeTable: readonly AppRoute[] = [
  // Anyone
  // The e-mailed reset link opens /user-login?reset=<token>: the reset form instead of the login form.
  { key: 'userLogin', access: 'anyone', element: <UserLoginRoute /> },
  { key: 'forgotPassword', access: 'anyone', element: <Pages.ForgotPassword /> },
  { key: 'home', access: 'anyone', element: <Pages.NativeHome />, handle: { ownAuthActions: true } },
  { key: 'maintenance', access: 'anyone', element: <Pages.Maintenance /> },
  { key: 'vapt', access: 'anyone', element: <Pages.Vapt />, handle: { bare: true } },
  { key: 'registration', access: 'anyone', element: <Pages.Registration /> },
  { key: 'myAccount', access: 'anyone', element: <Pages.MyAccount />, handle: { ownAuthActions: true } },
  { key: 'about', access: 'anyone', element: <Pages.About /> },
  { key: 'faq', access: 'anyone', element: <Pages.Faq /> },
  { key: 'terms', access: 'anyone', element: <Pages.Terms /> },
  { key: 'privacy', access: 'anyone', element: <Pages.Privacy /> },
  // Login plus allowed client state
  {
    key: 'dashboard',
    access: 'client',
    // The pending-deposit modal (payments feature) sits over the dashboard while a deposit waits for the bank, and
    // the portfolio switch (issue #12) is a modal opened by ?switch=<portfolio guid>: see DashboardModals.
    element: (
      <>
        <Pages.Dashboard />
        <DashboardModals />
      </>
    ),
  },
  { key: 'performance', access: 'client', element: <Pages.Performance /> },
  { key: 'performanceSummaryDetail', access: 'client', element: <Pages.PerformanceSummary /> },
  { key: 'myProfile', access: 'client', element: <Pages.MyProfile /> },
  { key: 'bnmDocuments', access: 'client', element: <Pages.BnmDocuments /> },
  { key: 'deposit', access: 'client', element: <Pages.Deposit /> },
  { key: 'withdrawal', access: 'client', element: <Pages.Withdrawal /> },
  { key: 'transfer', access: 'client', element: <Pages.Transfer /> },
  { key: 'myStatement', access: 'client', element: <Pages.Statements /> },
  { key: 'yourData', access: 'client', element: <Pages.YourData /> },
  { key: 'changePassword', access: 'client', element: <Pages.ChangePassword /> },
  { key: 'transactions', access: 'client', element: <Pages.Transactions /> },
  { key: 'biometric', access: 'client', element: <Pages.Biometric /> },
  { key: 'onlinePayments', access: 'client', element: <Pages.OnlinePayments /> },
  { key: 'referAFriend', access: 'client', element: <Pages.Referral /> },
  { key: 'recurringDeposit', access: 'client', element: <Pages.RecurringDeposit /> },
  { key: 'recurringDepositReturn', access: 'client', element: <Pages.RecurringDepositReturn /> },
  // Access "not shown" in the spec: open, as the visitors' list names the payment receipt and error pages.
  { key: 'payment', access: 'anyone', element: <Pages.PaymentReceipt /> },
  { key: 'appPending', access: 'anyone', element: <Pages.AppPending />, handle: { ownAuthActions: true } },
  { key: 'forbidden', access: 'anyone', element: <Pages.Forbidden /> },
  { key: 'unauthorized', access: 'anyone', element: <Pages.Unauthorized /> },
  { key: 'notFound', access: 'anyone', element: <Pages.NotFound /> },
  { key: 'badRequest', access: 'anyone', element: <Pages.BadRequest /> },
  { key: 'serverError', access: 'anyone', element: <Pages.ServerError /> },
  { key: 'apiError', access: 'anyone', element: <Pages.ApiError /> },
  { key: 'unknowError', access: 'anyone', element: <Pages.UnknowError /> },
  // Staff
  { key: 'backoffice', access: 'staff', element: <Pages.Backoffice />, nested: true },
  // Native app (issue #4): more specific than backoffice/*, so these win over the back office's own sub-routes.
  { key: 'backofficeAppVersions', access: 'staff', element: <Pages.AppVersions /> },
  { key: 'backofficeDevices', access: 'staff', element: <Pages.ClientDevices /> },
];

export function routePath(route: AppRoute): string {
  return route.nested ? `${Routes[route.key]}/*` : Routes[route.key];
}
