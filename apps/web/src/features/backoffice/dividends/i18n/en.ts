/**
 * English strings of the back office's dividends and purification (prefix 'dividends.page.'). Staff-only: loaded with
 * the page's chunk.
 */
export const dividendsEn = {
  'dividends.page.title': 'Dividends',
  'dividends.page.subtitle':
    'Fund distributions and what each paid, and the purification set aside from Shariah goals for charity. A declaration is paid by the trade run of the first trade date on or after its pay date.',
  'dividends.page.loadFailed': 'The dividends could not be loaded.',
  'dividends.page.empty': 'No distribution declared yet.',
  'dividends.page.col.fund': 'Fund',
  'dividends.page.col.dates': 'Ex-date and pay date',
  'dividends.page.col.perUnit': 'Per unit',
  'dividends.page.col.rates': 'Withholding and purification',
  'dividends.page.col.status': 'Status',
  'dividends.page.col.paid': 'Paid to clients (MYR)',
  'dividends.page.status.DECLARED': 'Declared',
  'dividends.page.status.PAID': 'Paid',
  'dividends.page.paid': 'Gross {{gross}} · tax {{tax}} · purification {{purification}}',
  'dividends.page.portfolios_one': '{{count}} portfolio, trade date {{date}}',
  'dividends.page.portfolios_other': '{{count}} portfolios, trade date {{date}}',
  'dividends.page.notPaid': 'Not paid yet',
  'dividends.page.rates': '{{withholding}} withheld · ratio {{purification}}',

  'dividends.declare.heading': 'Declare a distribution',
  'dividends.declare.body':
    'A second member approves it (four eyes); a purification ratio above 0 is approved by a Shariah adviser.',
  'dividends.declare.ticker': 'Fund ticker',
  'dividends.declare.exDate': 'Ex-date',
  'dividends.declare.payDate': 'Pay date',
  'dividends.declare.perUnit': 'Per unit (fund currency)',
  'dividends.declare.withholdingRate': 'Withholding tax rate (0.3 for 30%)',
  'dividends.declare.purificationRatio': 'Purification ratio (0 for a conventional fund)',
  'dividends.declare.submit': 'Declare',
  'dividends.declare.done': 'Declared.',

  'dividends.purification.heading': 'Purification owed to charity',
  'dividends.purification.loadFailed': 'The purification owed could not be loaded.',
  'dividends.purification.owed_one': 'RM {{total}} from {{count}} payment, not yet paid to charity.',
  'dividends.purification.owed_other': 'RM {{total}} from {{count}} payments, not yet paid to charity.',
  'dividends.purification.nothing': 'Nothing is owed to charity.',
  'dividends.purification.charity': 'Charity',
  'dividends.purification.reference': 'Payment reference (optional)',
  'dividends.purification.pay': 'Pay to charity',
  'dividends.purification.confirmTitle': 'Pay RM {{total}} to {{charity}}?',
  'dividends.purification.confirmBody':
    'All purification owed is paid in one batch once a second member approves it (four eyes); the payment is audited.',
  'dividends.purification.confirm': 'Send for approval',
  'dividends.purification.done': 'Paid to charity.',
  'dividends.purification.batches': 'Paid to charity',
  'dividends.purification.col.paidAt': 'Paid on',
  'dividends.purification.col.total': 'Amount (MYR)',
  'dividends.purification.col.by': 'Made and approved by',
  'dividends.purification.madeBy': '{{maker}}, approved by {{checker}}',
  'dividends.cancel': 'Cancel',
} as const;
