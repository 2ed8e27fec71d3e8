import type { switchEn } from './en';

/** switchEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const switchMs = {
  'switch.ui.title': 'Tukar tahap risiko',
  'switch.ui.intro':
    'Pindahkan "{{goal}}" ke portfolio model yang lain. Kami menjual dana yang kurang dipegang oleh model baharu dan membeli dana yang lebih dipegangnya, pada harga penutup tarikh dagangan seterusnya.',
  'switch.ui.current': 'Semasa: tahap {{level}} ({{name}})',
  'switch.ui.chooseLevel': 'Pilih tahap risiko baharu',
  'switch.ui.level': 'Tahap {{level}}: {{name}}',
  'switch.ui.reason.CURRENT': 'Ini ialah tahap semasa anda.',
  'switch.ui.reason.ABOVE_CAP':
    'Berdasarkan pengetahuan pelaburan anda, tahap risiko tertinggi yang boleh anda pilih ialah {{max}}.',
  'switch.ui.compareTitle': 'Peruntukan sasaran',
  'switch.ui.compareCaption': 'Bahagian portfolio dalam setiap dana, sekarang dan selepas pertukaran',
  'switch.ui.fund': 'Dana',
  'switch.ui.now': 'Sekarang (tahap {{level}})',
  'switch.ui.after': 'Selepas (tahap {{level}})',
  'switch.ui.pickFirst': 'Pilih tahap untuk melihat peruntukannya di sebelah peruntukan semasa anda.',
  'switch.ui.when':
    'Pertukaran dilaksanakan pada harga penutup {{date}}. Harga boleh berubah sehingga itu. Anda boleh mempunyai satu pertukaran yang sedang berjalan pada satu masa.',
  'switch.ui.confirm': 'Sahkan pertukaran ke tahap {{level}}',
  'switch.ui.cancel': 'Batal',
  'switch.ui.close': 'Tutup',
  'switch.ui.inProgressTitle': 'Pertukaran sedang berjalan',
  'switch.ui.inProgress':
    '"{{goal}}" sedang ditukar daripada tahap {{from}} ke tahap {{to}} ({{name}}). Sedang berjalan sehingga {{date}}.',
  'switch.ui.inProgressOther':
    'Pertukaran "{{goal}}" sedang berjalan sehingga {{date}}. Anda boleh menukar portfolio lain setelah ia selesai.',
  'switch.ui.requested': 'Pertukaran telah diminta. Ia akan dilaksanakan pada harga penutup {{date}}.',
  'switch.ui.loadFailed': 'Kami tidak dapat memuatkan tahap risiko.',
  'switch.ui.retry': 'Cuba lagi',
} as const satisfies Record<keyof typeof switchEn, string>;
