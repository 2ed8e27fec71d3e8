import type { changePasswordEn } from './en';

/** changePasswordEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const changePasswordMs = {
  'changePassword.subtitle':
    'Masukkan kata laluan semasa anda, kemudian pilih kata laluan baharu yang tidak anda gunakan di tempat lain.',
  'changePassword.current': 'Kata laluan semasa',
  'changePassword.new': 'Kata laluan baharu',
  'changePassword.confirm': 'Sahkan kata laluan baharu',
  'changePassword.signOutEverywhere': 'Log keluar saya daripada peranti ini juga',
  'changePassword.signOutEverywhereHint':
    'Semua peranti dan pelayar lain sentiasa dilog keluar. Tandakan ini jika anda fikir orang lain telah menggunakan akaun anda.',
  'changePassword.submit': 'Tukar kata laluan',
  'changePassword.signedOut':
    'Kata laluan anda telah ditukar dan anda telah dilog keluar di semua peranti. Log masuk dengan kata laluan baharu.',
} as const satisfies Record<keyof typeof changePasswordEn, string>;
