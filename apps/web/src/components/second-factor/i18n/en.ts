/**
 * English strings of the second factor's screens (the login's code step and enrolment, My Profile's section).
 * Loaded with the components that use them, never in the login page's first paint. The server's messages
 * (secondFactor.*) are in contracts' `messagesEn`.
 */
export const secondFactorEn = {
  'sf.code.title': 'Enter your code',
  'sf.code.body': 'Open your authenticator app and enter the 6-digit code it shows for Harta.',
  'sf.code.label': 'Code',
  'sf.code.hint': 'Lost your phone? Enter one of your recovery codes instead.',
  'sf.code.submit': 'Verify',
  'sf.code.back': 'Back to e-mail and password',
  'sf.enrol.title': 'Set up your second factor',
  'sf.enrol.staffBody':
    'Staff sign in with a password and a code from an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password). Scan this QR code with the app, or type the key by hand.',
  'sf.enrol.body':
    'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), or type the key by hand.',
  'sf.enrol.qrAlt': 'QR code that adds Harta to an authenticator app',
  'sf.enrol.secret': 'Key (to type by hand)',
  'sf.enrol.copySecret': 'Copy key',
  'sf.enrol.confirmBody': 'Then enter the 6-digit code the app shows, to confirm.',
  'sf.enrol.submit': 'Confirm',
  'sf.recovery.title': 'Save your recovery codes',
  'sf.recovery.body':
    'If you lose your phone, each of these codes lets you sign in once. They are shown only now: copy or download them and keep them somewhere safe.',
  'sf.recovery.copy': 'Copy codes',
  'sf.recovery.copied': 'Copied',
  'sf.recovery.download': 'Download',
  'sf.recovery.continue': 'I have saved them, continue',
  'sf.recovery.fileHeading': 'Harta recovery codes for {{account}} (each works once):',
  'sf.profile.offBody':
    'Add a code from an authenticator app to your sign-in, so a stolen password alone cannot open your account.',
  'sf.profile.onBody': 'On: signing in asks for a code from your authenticator app.',
  'sf.profile.codesLeft_one': '{{count}} recovery code left.',
  'sf.profile.codesLeft_other': '{{count}} recovery codes left.',
  'sf.profile.turnOn': 'Turn on',
  'sf.profile.turnOff': 'Turn off',
  'sf.profile.offTitle': 'Turn off the second factor',
  'sf.profile.offProof': 'Enter your password, or a code from your authenticator app, to turn it off.',
  'sf.profile.password': 'Password',
  'sf.profile.orCode': 'Or a code (authenticator app or recovery code)',
  'sf.profile.cancel': 'Cancel',
  'sf.profile.turnedOn': 'The second factor is on. Your next sign-in asks for a code.',
  'sf.profile.turnedOff': 'The second factor is off.',
} as const;
