import type { noticesEn } from './en';

/** noticesEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const noticesMs = {
  'notices.later': 'Nanti',
  'notices.ok': 'OK',
  'notices.goToProfile': 'Pergi ke Profil Saya',
  'notices.goToDashboard': 'Pergi ke Papan Pemuka',
  'notices.supplyDocuments': 'Kemukakan dokumen sokongan dalam Profil Saya',
  'notices.reuploadDocuments': 'Muat naik semula dokumen',
  'notices.closurePep.title': 'Individu berkepentingan politik',
  'notices.closurePep.body':
    'Sebagai individu berkepentingan politik (PEP), anda tidak lagi boleh mengekalkan akaun dengan kami. Sila keluarkan semua baki anda: akaun anda akan ditutup.',
  'notices.closureRestricted.title': 'Negara terhad',
  'notices.closureRestricted.body':
    'Pemastautin dan warganegara negara terhad tidak lagi boleh mengekalkan akaun dengan kami. Sila keluarkan semua baki anda: akaun anda akan ditutup.',
  'notices.ethnicity.body':
    'Etnik dalam profil anda tiada atau tidak lagi ada dalam senarai kami. Sila pilih semula dalam Profil Saya.',
  'notices.borrowing.title': 'Pinjaman ringgit domestik',
  'notices.borrowing.body':
    'Sila sahkan dalam Profil Saya sama ada anda mempunyai pinjaman ringgit domestik. Akuan anda tiada atau berusia lebih daripada setahun, dan ia menentukan berapa banyak anda boleh melabur dalam aset mata wang asing setiap tahun.',
  'notices.bnmRejected.title': 'Dokumen sokongan ditolak',
  'notices.foreignLimit.title': 'Had aset mata wang asing',
  'notices.foreignLimitRefused.body':
    'Deposit anda tidak diterima. Dengan pinjaman ringgit domestik, bank pusat membenarkan paling banyak {{limit}} setahun dalam aset mata wang asing, dan baki had tahun ini ialah {{remaining}}. Untuk melabur lebih, kemukakan kelulusan bank pusat sebagai dokumen sokongan.',
  'notices.foreignLimitNear.body':
    'Anda telah menggunakan sebahagian besar had aset mata wang asing tahun ini sebanyak {{limit}}: baki {{remaining}}. Deposit melebihinya memerlukan kelulusan bank pusat sebagai dokumen sokongan.',
  'notices.spouse.title': 'Kemas kini ID pasangan anda',
  'notices.spouse.body': 'Sila masukkan nombor NRIC atau pasport pasangan anda.',
  'notices.spouse.label': 'NRIC atau Pasport Pasangan',
  'notices.spouse.update': 'Kemas kini',
  'notices.spouse.remindLater': 'Ingatkan Saya Kemudian',
  'notices.recurringDeposit.title': 'Deposit berulang',
  'notices.collectionFailed.body':
    'Deposit berulang RM {{amount}} ke dalam {{goalName}} pada {{date}} tidak dapat dipungut daripada akaun bank anda. Tiada wang diambil. Deposit seterusnya dipungut seperti yang dirancang.',
  'notices.mandateRejected.body':
    'Bank anda tidak membenarkan debit langsung untuk deposit berulang ke dalam {{goalName}}. Tiada wang akan diambil. Anda boleh menyediakannya semula daripada matlamat anda.',
  'notices.mandateExpired.body':
    'Debit langsung untuk deposit berulang ke dalam {{goalName}} telah tamat tempoh, jadi tiada lagi deposit akan dipungut. Anda boleh menyediakannya semula daripada matlamat anda.',
} as const satisfies Record<keyof typeof noticesEn, string>;
