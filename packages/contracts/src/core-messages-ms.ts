import type { coreMessagesEn } from './core-messages';

/** coreMessagesEn in Bahasa Melayu (issue #14). English keeps the spec's texts word for word; these translate them. */
export const coreMessagesMs = {
  'alert.default': 'Maaf, nampaknya berlaku ralat. Sila hubungi pasukan sokongan.',
  'success.default': 'Permintaan berjaya dihantar.',
  'auth.invalidCredentials': 'Nama pengguna atau kata laluan tidak sah',
  'auth.lockout': 'Demi keselamatan anda, akaun anda telah digantung buat sementara. Sila cuba lagi selepas 24 jam.',
  'auth.accountStatus': 'Tidak dapat log masuk, akaun DITUTUP/DITOLAK/DIGANTUNG.',
  'error.forbidden': 'Anda tidak mempunyai kebenaran untuk mengakses halaman ini.',
  'error.pageNotFound': 'Alamak! Halaman Tidak Ditemui',
  'error.backToHome': 'Kembali Ke Laman Utama',
  'app.exitConfirm': 'Adakah anda pasti mahu keluar?',
} as const satisfies Record<keyof typeof coreMessagesEn, string>;
