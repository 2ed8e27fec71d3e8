/**
 * English strings of the back office's Shariah universe (prefix 'shariahUniverse.'). Staff-only: loaded with the
 * page's chunk.
 */
export const shariahUniverseEn = {
  'shariahUniverse.title': 'Shariah universe',
  'shariahUniverse.subtitle':
    'Every fund with its Shariah facts. A change takes effect only once a Shariah adviser approves it on the Approvals page (docs/shariah.md).',
  'shariahUniverse.loadFailed': 'The Shariah universe could not be loaded.',
  'shariahUniverse.empty': 'There is no fund in the universe.',
  'shariahUniverse.col.fund': 'Fund',
  'shariahUniverse.col.compliant': 'Shariah',
  'shariahUniverse.col.standard': 'Screening standard',
  'shariahUniverse.col.body': 'Certifying body',
  'shariahUniverse.col.issuer': 'Issuer',
  'shariahUniverse.col.market': 'Exchange and currency',
  'shariahUniverse.compliant': 'Compliant',
  'shariahUniverse.notCompliant': 'Not compliant',
  'shariahUniverse.none': '—',
  'shariahUniverse.change': 'Ask to change',
  'shariahUniverse.changeLabel': 'Ask to change the Shariah facts of {{ticker}}',
  'shariahUniverse.changeTitle': 'Change the Shariah facts of {{ticker}}',
  'shariahUniverse.changeBody':
    'Nothing changes until a Shariah adviser approves the request on the Approvals page; the change is audited.',
  'shariahUniverse.field.compliant': 'Shariah-compliant',
  'shariahUniverse.field.standard': 'Screening standard',
  'shariahUniverse.field.body': 'Certifying body',
  'shariahUniverse.submit': 'Send for approval',
  'shariahUniverse.cancel': 'Cancel',
  'shariahUniverse.sent': 'Sent: a Shariah adviser approves it on the Approvals page.',
} as const;
