import type { statementsEn } from './en';

/** statementsEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const statementsMs = {
  'stmt.title': 'Penyata',
  'stmt.subtitle':
    'Penyata bulanan dan ringkasan tahunan anda sebagai fail PDF: nilai, pegangan, transaksi, yuran dan pulangan.',
  'stmt.year': 'Penyata bagi {{year}}',
  'stmt.monthly': 'Penyata bulanan',
  'stmt.annual': 'Ringkasan tahunan',
  'stmt.portfolios_one': '{{count}} portfolio',
  'stmt.portfolios_other': '{{count}} portfolio',
  'stmt.download': 'Muat turun PDF',
  'stmt.downloadNamed': 'Muat turun PDF: penyata bagi {{period}}',
  'stmt.downloading': 'Memuat turun…',
  'stmt.downloadFailed': 'Penyata tidak dapat dimuat turun. Sila cuba lagi.',
  'stmt.empty': 'Belum ada penyata. Penyata pertama anda disediakan pada hari pertama bulan selepas anda mula melabur.',
  'stmt.loadFailed': 'Kami tidak dapat memuatkan penyata anda.',
  'stmt.request.progress': 'Menyediakan penyata anda…',
  'stmt.request.failed': 'Kami tidak dapat menyediakan penyata ini. Sila cuba lagi.',
} as const satisfies Record<keyof typeof statementsEn, string>;
