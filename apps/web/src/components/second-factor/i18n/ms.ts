import type { secondFactorEn } from './en';

/** secondFactorEn in Bahasa Melayu (same keys and placeholders: translations-complete.test.ts). */
export const secondFactorMs: Record<keyof typeof secondFactorEn, string> = {
  'sf.code.title': 'Masukkan kod anda',
  'sf.code.body': 'Buka aplikasi pengesah anda dan masukkan kod 6 digit yang ditunjukkan untuk Harta.',
  'sf.code.label': 'Kod',
  'sf.code.hint': 'Telefon hilang? Masukkan salah satu kod pemulihan anda.',
  'sf.code.submit': 'Sahkan',
  'sf.code.back': 'Kembali ke e-mel dan kata laluan',
  'sf.enrol.title': 'Sediakan faktor kedua anda',
  'sf.enrol.staffBody':
    'Kakitangan log masuk dengan kata laluan dan kod daripada aplikasi pengesah (contohnya Google Authenticator, Microsoft Authenticator atau 1Password). Imbas kod QR ini dengan aplikasi itu, atau taip kunci secara manual.',
  'sf.enrol.body':
    'Imbas kod QR ini dengan aplikasi pengesah (contohnya Google Authenticator, Microsoft Authenticator atau 1Password), atau taip kunci secara manual.',
  'sf.enrol.qrAlt': 'Kod QR yang menambah Harta ke aplikasi pengesah',
  'sf.enrol.secret': 'Kunci (untuk ditaip secara manual)',
  'sf.enrol.copySecret': 'Salin kunci',
  'sf.enrol.confirmBody': 'Kemudian masukkan kod 6 digit yang ditunjukkan oleh aplikasi untuk mengesahkan.',
  'sf.enrol.submit': 'Sahkan',
  'sf.recovery.title': 'Simpan kod pemulihan anda',
  'sf.recovery.body':
    'Jika telefon anda hilang, setiap kod ini membolehkan anda log masuk sekali. Kod ini hanya ditunjukkan sekarang: salin atau muat turun dan simpan di tempat yang selamat.',
  'sf.recovery.copy': 'Salin kod',
  'sf.recovery.copied': 'Disalin',
  'sf.recovery.download': 'Muat turun',
  'sf.recovery.continue': 'Saya sudah menyimpannya, teruskan',
  'sf.recovery.fileHeading': 'Kod pemulihan Harta untuk {{account}} (setiap satu sah sekali):',
  'sf.profile.offBody':
    'Tambah kod daripada aplikasi pengesah pada log masuk anda, supaya kata laluan yang dicuri sahaja tidak dapat membuka akaun anda.',
  'sf.profile.onBody': 'Dihidupkan: log masuk meminta kod daripada aplikasi pengesah anda.',
  'sf.profile.codesLeft_one': '{{count}} kod pemulihan lagi.',
  'sf.profile.codesLeft_other': '{{count}} kod pemulihan lagi.',
  'sf.profile.turnOn': 'Hidupkan',
  'sf.profile.turnOff': 'Matikan',
  'sf.profile.offTitle': 'Matikan faktor kedua',
  'sf.profile.offProof': 'Masukkan kata laluan anda, atau kod daripada aplikasi pengesah anda, untuk mematikannya.',
  'sf.profile.password': 'Kata laluan',
  'sf.profile.orCode': 'Atau kod (aplikasi pengesah atau kod pemulihan)',
  'sf.profile.cancel': 'Batal',
  'sf.profile.turnedOn': 'Faktor kedua dihidupkan. Log masuk anda yang seterusnya akan meminta kod.',
  'sf.profile.turnedOff': 'Faktor kedua dimatikan.',
};
