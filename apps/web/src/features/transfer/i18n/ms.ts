import type { transferEn } from './en';

/** transferEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const transferMs = {
  'xfer.title': 'Pindahan',
  'xfer.subtitle':
    'Pindahkan wang antara matlamat anda. Kami menjual unit dalam satu matlamat dan melaburkan wang itu dalam matlamat yang lain, kedua-duanya pada harga penutup tarikh dagangan seterusnya.',
  'xfer.from': 'Dari',
  'xfer.to': 'Ke',
  'xfer.pick': 'Pilih matlamat',
  'xfer.option': '{{name}} ({{value}})',
  'xfer.amountHint': 'Sekurang-kurangnya RM 1.00.',
  'xfer.all': 'Pindahkan semua dalam matlamat ini',
  'xfer.value': 'Nilai {{name}} sekarang: {{value}}',
  'xfer.continue': 'Teruskan',
  'xfer.confirmTitle': 'Sahkan pindahan anda',
  'xfer.confirmAmount': 'Pindahkan {{amount}} dari {{from}} ke {{to}}.',
  'xfer.confirmAll': 'Pindahkan semua dalam {{from}} ke {{to}}.',
  'xfer.confirmHow':
    'Unit dalam {{from}} dijual dan wang itu dilaburkan dalam {{to}} pada harga penutup tarikh dagangan seterusnya (pesanan yang diterima pada hari bekerja sebelum 4 petang waktu Malaysia didagangkan pada hari yang sama). Harga boleh berubah sehingga masa itu.',
  'xfer.confirm': 'Sahkan pindahan',
  'xfer.back': 'Kembali',
  'xfer.requested': 'Pindahan telah diminta. Ia akan dilaksanakan pada harga penutup {{date}}.',
  'xfer.needTwo':
    'Anda memerlukan dua matlamat untuk membuat pindahan antara keduanya. Tambah matlamat pada papan pemuka anda dahulu.',
  'xfer.toDashboard': 'Pergi ke papan pemuka',
  'xfer.loadFailed': 'Kami tidak dapat memuatkan matlamat anda.',
  'xfer.history': 'Pindahan anda',
  'xfer.historyEmpty': 'Belum ada pindahan.',
  'xfer.historyLine': '{{from}} → {{to}}',
  'xfer.everything': 'Semua',
  'xfer.tradeDate': 'Tarikh dagangan {{date}}',
  'xfer.moved': '{{amount}} dipindahkan pada {{date}}',
  'xfer.status.REQUESTED': 'Belum selesai',
  'xfer.status.COMPLETED': 'Selesai',
  'xfer.status.FAILED': 'Gagal',
} as const satisfies Record<keyof typeof transferEn, string>;
