import type { passwordResetEn } from './en';

/** passwordResetEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const passwordResetMs = {
  'forgot.title': 'Lupa kata laluan anda?',
  'forgot.subtitle':
    'Masukkan alamat e-mel yang anda gunakan semasa mendaftar. Kami akan menghantar pautan kepada anda untuk menetapkan kata laluan baharu.',
  'forgot.email': 'Alamat e-mel',
  'forgot.submit': 'Hantar pautan set semula',
  'forgot.sentTitle': 'Semak e-mel anda',
  'forgot.sentHint':
    'Pautan ini hanya boleh digunakan sekali dan tamat tempoh dalam 1 jam. Tiada e-mel diterima? Semak folder spam anda, atau hantar pautan lain.',
  'forgot.sendAnother': 'Hantar pautan lain',
  'forgot.backToLogin': 'Kembali ke log masuk',
  'reset.title': 'Tetapkan kata laluan baharu',
  'reset.subtitle': 'Pilih kata laluan yang kukuh dan tidak anda gunakan di tempat lain.',
  'reset.password': 'Kata laluan baharu',
  'reset.confirmPassword': 'Sahkan kata laluan baharu',
  'reset.submit': 'Simpan kata laluan baharu',
  'reset.invalidTitle': 'Pautan ini tidak lagi sah',
  'reset.invalidHint':
    'Pautan set semula hanya boleh digunakan sekali dan sah selama 1 jam. Minta pautan baharu dan gunakan e-mel yang terkini.',
  'reset.requestNew': 'Minta pautan baharu',
} as const satisfies Record<keyof typeof passwordResetEn, string>;
