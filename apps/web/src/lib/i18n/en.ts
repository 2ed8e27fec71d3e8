/**
 * The UI's own English strings (the spec's messages come from contracts `messagesEn`).
 * Flat keys, `{{name}}` placeholders. Bahasa Melayu is the sibling ms.ts, with the same keys.
 * Loaded at start as a lazy chunk (see init-i18n.ts); the settings gate's strings are in boot-en.ts.
 */
export const uiEn = {
  'app.name': 'Harta',
  'app.tagline': 'Save, invest and earn, at your own pace.',
  'app.skipToContent': 'Skip to main content',
  'app.sandbox': 'Sandbox',
  'app.sandboxHint': 'Test environment: no real money moves.',

  'nav.main': 'Main menu',
  'nav.bottom': 'App navigation',
  'nav.home': 'Home',
  'nav.transactions': 'Transactions',
  'nav.transaction': 'Transaction',
  'nav.referAFriend': 'Refer a friend',
  'nav.support': 'Support',
  'nav.faq': 'FAQ',
  'nav.terms': 'Terms of service',
  'nav.privacy': 'Privacy notice',
  'account.settings': 'Settings',
  'account.help': 'Help',
  'nav.contactUs': 'Contact Us',
  'nav.myAccount': 'My Account',
  'nav.myProfile': 'My Profile',
  'nav.statement': 'Statement',
  'nav.yourData': 'Your data',
  'nav.changePassword': 'Change Password',
  'nav.performance': 'Performance',
  'nav.login': 'Log in',
  'nav.logout': 'Logout',
  'nav.register': 'Register',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.opensInNewTab': '(opens in a new tab)',
  'nav.colorSchemeDark': 'Switch to dark mode',
  'nav.colorSchemeLight': 'Switch to light mode',
  'language.label': 'Language',
  'registration.completed': '{{n}}% completed',
  'registration.completedShort': '{{n}}%',

  'login.title': 'Log in to Harta',
  'login.subtitle': 'Welcome back. Enter your e-mail address and password.',
  'login.email': 'E-mail address',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.noAccount': "Don't have an account?",
  'login.register': 'Register',
  'login.failed': 'Sorry it seems an error occurred, please contact the support team.',

  'idle.title': 'Are you still there?',
  'idle.countdown_one': 'You will be logged out in {{count}} second',
  'idle.countdown_other': 'You will be logged out in {{count}} seconds',
  'idle.stay': 'Stay logged in',
  'idle.logout': 'Logout now',

  'page.registration': 'Registration',
  'page.myAccount': 'My Account',
  'page.performance': 'Performance',
  'page.performanceSummary': 'Performance summary',
  'page.myProfile': 'My Profile',
  'page.deposit': 'Deposit',
  'page.withdrawal': 'Withdrawal',
  'page.transfer': 'Transfer',
  'page.myStatement': 'Statement',
  'page.changePassword': 'Change Password',
  'page.transactions': 'Transactions',
  'page.biometric': 'Biometric login',
  'page.onlinePayments': 'Online payments',
  'page.referAFriend': 'Refer a friend',
  'page.payment': 'Payment receipt',
  'page.backoffice': 'Back office',
  // The back office's header (components/staff), on every staff page
  'staff.area': 'Staff area',
  'staff.nav': 'Back office menu',
  'staff.applications': 'Applications',
  'staff.approvals': 'Approvals',
  'staff.approvalsPending_one': '{{count}} request waiting for approval',
  'staff.approvalsPending_other': '{{count}} requests waiting for approval',
  'staff.referenceData': 'Reference data',
  'staff.payments': 'Payments',
  'staff.withdrawals': 'Withdrawals',
  'staff.reconciliation': 'Reconciliation',
  'staff.tradeRun': 'Trade run',
  'staff.mandates': 'Recurring deposits',
  'staff.bnmDocuments': 'BNM documents',
  'staff.documentReplacements': 'ID documents',
  'staff.dataRequests': 'Data requests',
  'staff.appVersions': 'App versions',
  'staff.devices': 'Client devices',
  'staff.staffAccounts': 'Staff accounts',
  'staff.auditLog': 'Audit log',

  'dashboard.title': 'Dashboard',
  'dashboard.greeting': 'Hello, {{name}}',
  'dashboard.status': 'Account status: {{status}}',
  'dashboard.emptyTitle': 'Your portfolio is empty',
  'dashboard.emptyBody':
    'You have not invested yet. Make your first deposit and we will invest it according to your investment profile.',
  'dashboard.firstDeposit': 'Make your first deposit',
  'dashboard.loadFailed': 'We could not load your account.',

  // Asset classes of an allocation (dashboard and performance, issue 12)
  'assetClass.EQUITY': 'Shares',
  'assetClass.FIXED_INCOME': 'Bonds',
  'assetClass.SUKUK': 'Sukuk',
  'assetClass.REIT': 'Property (REIT)',
  'assetClass.GOLD': 'Gold',
  'assetClass.MONEY_MARKET': 'Money market',
  'assetClass.CASH': 'Cash',

  'status.ACTIVE': 'Active',
  'status.DRAFT': 'Registration in progress',
  'status.PENDING': 'Under review',
  'status.REJECT': 'Rejected',
  'status.CLOSE': 'Closed',
  'status.SUSPEND': 'Suspended',

  'home.login': 'Log in',
  'home.register': 'Register',

  'about.title': 'About Harta',
  'about.body':
    'Harta is a robo-advisor for Malaysian retail investors. It builds a diversified portfolio that suits your investment profile and keeps it on track.',
  'about.version': 'Version {{version}}',
  'about.build': 'Build {{commit}}, {{date}}',
  'about.support': 'Need help? Write to <mail>{{email}}</mail>.',

  'maintenance.title': 'We are doing some maintenance',
  'maintenance.body':
    'Harta is briefly unavailable while we improve it. Your money and data are safe. Please try again later.',

  'vapt.title': 'This device is not secure',
  'vapt.body':
    'For your safety, Harta does not run on devices that are rooted or jailbroken, or whose security protections have been changed.',
  'vapt.next': 'To use Harta, use a device with its original security settings.',

  'pending.title.PENDING': 'Your application is under review',
  'pending.body.PENDING':
    'Thank you for registering. We are checking the information and documents you sent us. This usually takes one to two working days.',
  'pending.next.PENDING':
    'We will e-mail you as soon as your account is approved. You can then log in, make your first deposit and start investing.',
  'pending.title.REJECT': 'Your application was not approved',
  'pending.body.REJECT': 'We could not approve your application with the information we received.',
  'pending.next.REJECT': 'Our support team can tell you why and what you can do next.',
  'pending.title.CLOSE': 'Your account is closed',
  'pending.body.CLOSE': 'This account has been closed and can no longer be used.',
  'pending.next.CLOSE': 'If you think this is a mistake, please contact our support team.',
  'pending.support': 'Questions? Write to us at <mail>{{email}}</mail>.',
  'pending.logout': 'Logout',

  'errorPage.notFound': 'The page you are looking for does not exist or has moved.',
  'errorPage.crashed': 'This page stopped working. Please go back to the home page and try again.',
  'errorPage.unauthorized': 'Please log in to see this page.',
  'errorPage.badRequest': 'The request could not be processed. Please check what you entered and try again.',
  'errorPage.serverError':
    'Something went wrong on our side. If it keeps happening, please write to <mail>{{email}}</mail>.',
  'errorPage.apiError': 'We could not reach our servers. Please check your internet connection and try again.',
  'errorPage.unknowError': 'Something unexpected happened. Please try again.',
  'errorPage.forbiddenTitle': 'Access denied',
  'errorPage.unauthorizedTitle': 'Please log in',
  'errorPage.notFoundTitle': 'Page not found',
  'errorPage.badRequestTitle': 'Bad request',
  'errorPage.serverErrorTitle': 'Server error',
  'errorPage.apiErrorTitle': 'No connection',
  'errorPage.unknowErrorTitle': 'Unexpected error',

  'feedback.alertTitle': 'Something went wrong',
  'feedback.errorTitle': 'Error',
  'feedback.warningTitle': 'Please note',
  'feedback.successTitle': 'Success',
  'feedback.ok': 'OK',

  // The login page's link to features/password-reset (whose own strings load with its chunk)
  'login.forgotPassword': 'Forgot password?',
  // The password strength meter (components/forms), one for sign-up and reset
  'passwordMeter.label': 'Password strength',
  'passwordMeter.value': 'Strength: {{level}} ({{score}} of {{max}})',
  'passwordMeter.criteria': 'Your password needs',
  'passwordMeter.met': '(done)',
  'passwordMeter.unmet': '(missing)',
  // What a blocked login can do (issue 15 item 2), shown below the spec's message
  'login.lastAttempt': '1 attempt left before your account is locked for 24 hours.',
  'login.lockoutHelp': 'Choosing a new password unlocks your account at once.',
  'login.resetPassword': 'Reset your password',
  'login.lockoutSupport': 'Need help? Write to <mail>{{email}}</mail>.',
  'login.accountStatusHelp':
    'To ask about a closed or suspended account, write to <mail>{{email}}</mail>. If your application was rejected, you may apply again from the date given in our decision e-mail.',

  // Native app (issue #4): the camera's web implementation (lib/platform/camera-web.ts)
  'native.camera.title': 'Camera',
  'native.camera.capture': 'Take photo',
  'native.camera.cancel': 'Cancel',
} as const;

export type UiKey = keyof typeof uiEn;
