/**
 * English strings of My Account → Your data (prefix 'data.'; docs/account.md "Your data"). Server refusals (one
 * copy at a time, the daily limit) arrive as the API's own message and are shown as they are.
 */
export const dataRightsEn = {
  'data.title': 'Your data',
  'data.intro':
    'Under the Personal Data Protection Act 2010 you may see the personal data we hold about you, have it corrected, and ask for it to be erased once the law no longer requires us to keep it.',
  'data.loadFailed': 'We could not load your data requests.',
  'data.export.title': 'Download your data',
  'data.export.help':
    'We prepare a ZIP file with everything we hold about you: your profile and registration answers, bank account, identity checks and documents, portfolios, transactions, payments, statements, messages and the audit trail. It takes a few minutes; we e-mail you when it is ready. You can download it for {{days}} days.',
  'data.export.submit': 'Prepare a copy of my data',
  'data.export.asked': 'We are preparing your copy. We will e-mail you when it is ready.',
  'data.export.empty': 'You have not asked for a copy yet.',
  'data.export.requestedOn': 'Asked on {{date}}',
  'data.export.status.REQUESTED': 'Waiting to be prepared',
  'data.export.status.RUNNING': 'Being prepared',
  'data.export.status.READY': 'Ready until {{date}}',
  'data.export.status.EXPIRED': 'Expired and deleted',
  'data.export.status.FAILED': 'Could not be prepared: please ask again',
  'data.export.progress': 'Preparing: {{percent}}%',
  'data.export.download': 'Download ZIP',
  'data.export.downloading': 'Downloading…',
  'data.export.downloadFailed': 'The file could not be downloaded. Please try again.',
  'data.export.linked': 'Your copy is ready. Download it here.',
  'data.export.linkedGone': 'This copy is no longer available. You can ask for a new one below.',
  'data.correct.title': 'Correct your data',
  'data.correct.help':
    'Your personal details, address, mobile number, e-mail address, bank account, identity document and investment answers can be changed in My Profile. Changes to your bank account, phone, e-mail and identity document are confirmed with a code, and some are checked by our staff.',
  'data.correct.profile': 'Go to My Profile',
  'data.correct.bnm': 'Central-bank approval documents',
  'data.erase.title': 'Erase your data',
  'data.erase.help':
    'The law requires us to keep your financial records for {{years}} years after your account is closed. Once that period has passed, we erase your personal data: your name, contact details, identity number, bank account and documents. Your transactions stay, without anything that says who you are.',
  'data.erase.submit': 'Ask for my data to be erased',
  'data.erase.confirmTitle': 'Ask for erasure?',
  'data.erase.confirm':
    'We will record your request. Your personal data will be erased {{years}} years after your account is closed; until then your account works as usual. To close your account, withdraw your money and contact us.',
  'data.erase.confirmYes': 'Yes, record my request',
  'data.erase.cancel': 'Cancel',
  'data.erase.waiting':
    'You asked for erasure on {{date}}. Your personal data will be erased {{years}} years after your account is closed.',
  'data.erase.scheduled': 'You asked for erasure on {{date}}. Your personal data will be erased on or after {{due}}.',
  'data.erase.done': 'Your personal data was erased on {{date}}.',
} as const;
