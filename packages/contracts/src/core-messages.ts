/**
 * The spec's messages that the app's frame shows whatever the page: the default modal texts (section 8), the
 * login outcomes (sections 5 and 8), the error pages and the exit question (section 2). Part of `messagesEn`; kept
 * in their own module so the web app can load them at start and the other messages with the pages that use them.
 */
export const coreMessagesEn = {
  // Section 8: modals and toasts
  'alert.default': 'Sorry it seems an error occurred, please contact the support team.',
  'success.default': 'Request sent successfully.',
  // Section 8 / 5: login
  'auth.invalidCredentials': 'Invalid username or password',
  'auth.lockout': 'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
  'auth.accountStatus': "Can't login, account CLOSED/REJECTED/SUSPENDED.",
  // Section 2: pages and dialogs
  'error.forbidden': "You don't have permission to access the page.",
  'error.pageNotFound': 'Oops! Page Not Found',
  'error.backToHome': 'Back To Home',
  'app.exitConfirm': 'Are you sure want to exit ?',
} as const;

export type CoreMessageKey = keyof typeof coreMessagesEn;
