/**
 * English strings of the statements page (flat keys, prefix 'stmt.'), loaded with the page's chunk. Server
 * refusals (a period not over yet, no portfolio then) arrive as the API's own message and are shown as they are.
 */
export const statementsEn = {
  'stmt.title': 'Statements',
  'stmt.subtitle':
    'Your monthly statements and annual summaries as PDF files: values, holdings, transactions, fees and returns.',
  'stmt.year': 'Statements for {{year}}',
  'stmt.monthly': 'Monthly statement',
  'stmt.annual': 'Annual summary',
  'stmt.portfolios_one': '{{count}} portfolio',
  'stmt.portfolios_other': '{{count}} portfolios',
  'stmt.download': 'Download PDF',
  'stmt.downloadNamed': 'Download PDF: the statement for {{period}}',
  'stmt.downloading': 'Downloading…',
  'stmt.downloadFailed': 'The statement could not be downloaded. Please try again.',
  'stmt.empty':
    'No statements yet. Your first statement is prepared on the first day of the month after you start investing.',
  'stmt.loadFailed': 'We could not load your statements.',
  'stmt.request.progress': 'Preparing your statement…',
  'stmt.request.failed': 'We could not prepare this statement. Please try again.',
} as const;
