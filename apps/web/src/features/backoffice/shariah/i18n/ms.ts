import type { shariahUniverseEn } from './en';

/** Malay strings of the back office's Shariah universe (the same keys as en.ts). */
export const shariahUniverseMs: Record<keyof typeof shariahUniverseEn, string> = {
  'shariahUniverse.title': 'Universe Syariah',
  'shariahUniverse.subtitle':
    'Setiap dana dengan butiran Syariahnya. Perubahan hanya berkuat kuasa setelah penasihat Syariah meluluskannya di halaman Kelulusan.',
  'shariahUniverse.loadFailed': 'Universe Syariah tidak dapat dimuatkan.',
  'shariahUniverse.empty': 'Tiada dana dalam universe.',
  'shariahUniverse.col.fund': 'Dana',
  'shariahUniverse.col.compliant': 'Syariah',
  'shariahUniverse.col.standard': 'Piawaian saringan',
  'shariahUniverse.col.body': 'Badan pensijilan',
  'shariahUniverse.col.issuer': 'Penerbit',
  'shariahUniverse.col.market': 'Bursa dan mata wang',
  'shariahUniverse.col.actions': 'Tindakan',
  'shariahUniverse.compliant': 'Patuh',
  'shariahUniverse.notCompliant': 'Tidak patuh',
  'shariahUniverse.none': '—',
  'shariahUniverse.assetClass.EQUITY': 'Ekuiti',
  'shariahUniverse.assetClass.FIXED_INCOME': 'Bon',
  'shariahUniverse.assetClass.SUKUK': 'Sukuk',
  'shariahUniverse.assetClass.REIT': 'Hartanah (REIT)',
  'shariahUniverse.assetClass.GOLD': 'Emas',
  'shariahUniverse.assetClass.MONEY_MARKET': 'Pasaran wang',
  'shariahUniverse.change': 'Minta perubahan',
  'shariahUniverse.changeLabel': 'Minta perubahan butiran Syariah {{ticker}}',
  'shariahUniverse.changeTitle': 'Ubah butiran Syariah {{ticker}}',
  'shariahUniverse.changeBody':
    'Tiada apa yang berubah sehingga penasihat Syariah meluluskan permintaan di halaman Kelulusan; perubahan itu diaudit.',
  'shariahUniverse.field.compliant': 'Patuh Syariah',
  'shariahUniverse.field.standard': 'Piawaian saringan',
  'shariahUniverse.field.body': 'Badan pensijilan',
  'shariahUniverse.submit': 'Hantar untuk kelulusan',
  'shariahUniverse.cancel': 'Batal',
  'shariahUniverse.sent': 'Dihantar: penasihat Syariah meluluskannya di halaman Kelulusan.',
};
