/** English strings of the change-password page (prefix 'changePassword.'), loaded with its chunk. */
export const changePasswordEn = {
  'changePassword.subtitle': 'Enter your current password, then choose a new one that you do not use anywhere else.',
  'changePassword.current': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.confirm': 'Confirm new password',
  'changePassword.signOutEverywhere': 'Also sign me out on this device',
  'changePassword.signOutEverywhereHint':
    'Every other device and browser is always signed out. Tick this if you think someone else used your account.',
  'changePassword.submit': 'Change password',
  'changePassword.signedOut':
    'Your password was changed and you were signed out everywhere. Log in with the new password.',
} as const;
