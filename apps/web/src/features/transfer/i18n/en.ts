/**
 * English strings of the transfer page (flat keys, prefix 'xfer.'), loaded with the page's chunk and merged into
 * the app's resource by `use-transfer-t.ts`. Validation messages are the contracts' keys ('transfers.*').
 */
export const transferEn = {
  'xfer.title': 'Transfer',
  'xfer.subtitle':
    'Move money between your goals. We sell units in one goal and invest the money in the other, both at the closing prices of the next trade date.',
  'xfer.from': 'From',
  'xfer.to': 'To',
  'xfer.pick': 'Choose a goal',
  'xfer.option': '{{name}} ({{value}})',
  'xfer.amountHint': 'At least RM 1.00.',
  'xfer.all': 'Transfer everything in this goal',
  'xfer.value': 'Value of {{name}} now: {{value}}',
  'xfer.continue': 'Continue',
  'xfer.confirmTitle': 'Confirm your transfer',
  'xfer.confirmAmount': 'Transfer {{amount}} from {{from}} to {{to}}.',
  'xfer.confirmAll': 'Transfer everything in {{from}} to {{to}}.',
  'xfer.confirmHow':
    'Units in {{from}} are sold and the money is invested in {{to}} at the closing prices of the next trade date (orders received on a weekday before 4 pm Malaysia time trade that day). Prices can move until then.',
  'xfer.confirm': 'Confirm transfer',
  'xfer.back': 'Back',
  'xfer.requested': 'Transfer requested. It will be executed at the closing prices of {{date}}.',
  'xfer.needTwo': 'You need two goals to transfer between them. Add a goal on your dashboard first.',
  'xfer.toDashboard': 'Go to dashboard',
  'xfer.loadFailed': 'We could not load your goals.',
  'xfer.history': 'Your transfers',
  'xfer.historyEmpty': 'No transfers yet.',
  'xfer.historyLine': '{{from}} → {{to}}',
  'xfer.everything': 'Everything',
  'xfer.tradeDate': 'Trade date {{date}}',
  'xfer.moved': 'Moved {{amount}} on {{date}}',
  'xfer.status.REQUESTED': 'Pending',
  'xfer.status.COMPLETED': 'Completed',
  'xfer.status.FAILED': 'Failed',
} as const;
