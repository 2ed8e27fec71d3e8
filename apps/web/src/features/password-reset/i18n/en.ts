/**
 * English strings of the forgot / reset password pages (flat keys, prefixes 'forgot.' and 'reset.'). Loaded with
 * the feature's chunk and merged into the app's resource by `use-reset-t.ts`. The server's messages
 * (registration.forgotPasswordSent, registration.passwordReset, registration.resetTokenInvalid) and the strength
 * meter's labels come from contracts' `messagesEn`.
 */
export const passwordResetEn = {
  'forgot.title': 'Forgot your password?',
  'forgot.subtitle': 'Enter the e-mail address you registered with. We will send you a link to set a new password.',
  'forgot.email': 'E-mail address',
  'forgot.submit': 'Send reset link',
  'forgot.sentTitle': 'Check your e-mail',
  'forgot.sentHint':
    'The link works once and expires in 1 hour. Nothing arrived? Check your spam folder, or send another link.',
  'forgot.sendAnother': 'Send another link',
  'forgot.backToLogin': 'Back to log in',
  'reset.title': 'Set a new password',
  'reset.subtitle': 'Choose a strong password that you do not use anywhere else.',
  'reset.password': 'New password',
  'reset.confirmPassword': 'Confirm new password',
  'reset.submit': 'Save new password',
  'reset.invalidTitle': 'This link no longer works',
  'reset.invalidHint': 'Reset links work once and for 1 hour. Ask for a new one and use the latest e-mail.',
  'reset.requestNew': 'Request a new link',
} as const;
