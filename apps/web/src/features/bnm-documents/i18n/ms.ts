import type { bnmDocumentsEn } from './en';

/** bnmDocumentsEn in Bahasa Melayu: same keys, same placeholders. */
export const bnmDocumentsMs = {
  'bnmDocuments.title': 'Dokumen kelulusan bank pusat',
  'bnmDocuments.intro':
    'Dengan pinjaman ringgit domestik, anda boleh melabur dalam aset mata wang asing sehingga had tahunan bank pusat sahaja. Untuk melabur lebih, muat naik kelulusan yang diberikan oleh Bank Negara Malaysia (BNM) kepada anda. Kami akan menyemaknya, biasanya dalam tempoh dua hari bekerja; setelah diluluskan, had tersebut tidak lagi terpakai kepada anda bagi tempoh yang diliputi oleh kelulusan itu.',
  'bnmDocuments.uploadTitle': 'Muat naik dokumen',
  'bnmDocuments.file': 'Dokumen kelulusan',
  'bnmDocuments.fileHint': 'JPG, PNG atau PDF, daripada 20 KB hingga 5 MB.',
  'bnmDocuments.filePlaceholder': 'Pilih fail',
  'bnmDocuments.description': 'Keterangan (pilihan)',
  'bnmDocuments.descriptionHint': 'Contohnya nombor rujukan kelulusan.',
  'bnmDocuments.upload': 'Muat naik',
  'bnmDocuments.uploading': 'Sedang memuat naik dokumen anda…',
  'bnmDocuments.uploaded': 'Dokumen anda telah dimuat naik. Kami akan menyemaknya tidak lama lagi.',
  'bnmDocuments.listTitle': 'Dokumen anda',
  'bnmDocuments.empty': 'Anda belum memuat naik sebarang dokumen. Muat naik surat kelulusan di atas.',
  'bnmDocuments.loadFailed': 'Dokumen anda tidak dapat dimuatkan.',
  'bnmDocuments.status.SUBMITTED': 'Menunggu semakan',
  'bnmDocuments.status.APPROVED': 'Diluluskan',
  'bnmDocuments.status.REJECTED': 'Ditolak',
  'bnmDocuments.status.CANCELLED': 'Dibatalkan',
  'bnmDocuments.uploadedOn': 'Dimuat naik {{date}}',
  'bnmDocuments.period': 'Diluluskan untuk {{from}} hingga {{until}}',
  'bnmDocuments.rejectReason': 'Sebab: {{reason}}',
  'bnmDocuments.view': 'Lihat',
  'bnmDocuments.replace': 'Muat naik fail baharu',
  'bnmDocuments.replaced': 'Fail baharu telah dimuat naik. Kami akan menyemaknya tidak lama lagi.',
  'bnmDocuments.cancel': 'Batalkan dokumen',
  'bnmDocuments.cancelConfirmTitle': 'Batalkan dokumen ini?',
  'bnmDocuments.cancelConfirmBody':
    'Kami tidak akan menyemaknya. Anda boleh memuat naik dokumen lain pada bila-bila masa.',
  'bnmDocuments.cancelKeep': 'Simpan',
  'bnmDocuments.cancelled': 'Dokumen telah dibatalkan.',
} satisfies Record<keyof typeof bnmDocumentsEn, string>;
