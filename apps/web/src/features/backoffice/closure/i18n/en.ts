/** English strings of the back office's closure card (prefix 'closure.'), loaded with the back-office chunk. */
export const closureEn = {
  'closure.title': 'Closure',
  'closure.hint':
    'Flag a politically exposed person or a client from a restricted country: they are told to withdraw all their balances and can only withdraw from then on. Close the account once every balance is zero.',
  'closure.reason': 'Reason',
  'closure.reason.PEP': 'Politically exposed person',
  'closure.reason.RESTRICTED_COUNTRY': 'Restricted country',
  'closure.note': 'Note (optional)',
  'closure.flag': 'Flag for closure',
  'closure.flagged': 'Flagged for closure: {{reason}}, since {{date}}.',
  'closure.flaggedNote': 'Note: {{note}}',
  'closure.flagDone': 'The client is flagged for closure.',
  'closure.lift': 'Lift the flag',
  'closure.liftDone': 'The closure flag is lifted.',
  'closure.close': 'Close the account',
  'closure.closeConfirmTitle': 'Close this account?',
  'closure.closeConfirmBody': 'The client will no longer be able to log in. This cannot be undone here.',
  'closure.closeDone': 'The account is closed.',
  'closure.cancel': 'Cancel',
  'closure.loadFailed': 'The closure flag could not be loaded.',
} as const;
