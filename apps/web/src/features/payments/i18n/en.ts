/**
 * English strings of the deposit, receipt and online-payments pages (flat keys, prefix 'pay.'). Loaded with the
 * feature's lazy chunks and merged into the app's resource by `use-payments-t.ts`. The server's messages
 * (payments.*, deposit.pendingProcessing) are in contracts' `messagesEn`.
 */
export const paymentsEn = {
  'pay.deposit.intro':
    'Pay by online banking (FPX) from a bank account in your own name. You will log in to your bank in this window and come back here when you are done.',
  'pay.deposit.amount': 'Amount (RM)',
  'pay.deposit.amountHint': 'From RM {{min}} to RM {{max}} per payment.',
  'pay.deposit.portfolio': 'Portfolio',
  'pay.deposit.bank': 'Your bank',
  'pay.deposit.bankOffline': '{{name}} (offline)',
  'pay.deposit.offlineHint': 'Banks marked offline cannot take payments right now.',
  'pay.deposit.continue': 'Continue',
  'pay.deposit.noPortfolio': 'You have no portfolio to deposit into yet.',
  'pay.confirm.title': 'Confirm your deposit',
  'pay.confirm.body': 'You will now go to {{bank}} to pay RM {{amount}} into "{{portfolio}}".',
  'pay.confirm.pay': 'Pay with online banking',
  'pay.confirm.back': 'Change details',
  'pay.confirm.redirecting': 'Taking you to your bank…',
  'pay.limit.title': 'Foreign-currency asset limit',
  'pay.limit.dashboard': 'Go to Dashboard',
  'pay.limit.profile': 'Supply supporting documents in My Profile',
  'pay.receipt.status.PENDING': 'Processing',
  'pay.receipt.status.SUCCESS': 'Successful',
  'pay.receipt.status.FAILED': 'Unsuccessful',
  'pay.receipt.status': 'Status',
  'pay.receipt.amount': 'Amount',
  'pay.receipt.bank': 'Bank',
  'pay.receipt.reference': 'Reference',
  'pay.receipt.checking': 'Checking with your bank…',
  'pay.receipt.notFound': 'We could not find this payment. Please check the link, or look in Online payments.',
  'pay.receipt.toDashboard': 'Go to dashboard',
  'pay.receipt.toTransactions': 'View transactions',
  'pay.receipt.tryAgain': 'Make another deposit',
  'pay.pending.transactions': 'View transactions',
  'pay.pending.dashboard': 'Go to dashboard',
  'pay.online.empty': 'No online payments yet. Your deposits by online banking will be listed here.',
  'pay.online.deposit': 'Make a deposit',
  'pay.online.date': 'Date',
  'pay.online.more': 'Show more',
  'pay.sandbox': 'Sandbox: payments go to a simulated bank; no real money moves.',
} as const;
