import type { referralEn } from './en';

/** referralEn in Bahasa Melayu: same keys, same placeholders. */
export const referralMs = {
  'ref.title': 'Rujuk rakan',
  'ref.subtitle':
    'Jemput rakan untuk melabur bersama kami. Kongsi kod atau pautan anda; mereka memasukkannya semasa mendaftar.',
  'ref.reward':
    'Anda menerima {{amount}} dalam matlamat pertama anda apabila rakan yang anda jemput membuat deposit pertama.',
  'ref.rewardCap': 'Sehingga {{count}} ganjaran.',
  'ref.rewardOff': 'Ganjaran rujukan digantung buat masa ini. Rakan masih boleh mendaftar dengan kod anda.',
  'ref.code': 'Kod rujukan anda',
  'ref.link': 'Pautan jemputan anda',
  'ref.copyCode': 'Salin kod',
  'ref.copyLink': 'Salin pautan',
  'ref.share': 'Kongsi',
  'ref.shareTitle': 'Melabur dengan Harta',
  'ref.shareText': 'Sertai saya di Harta dan mula melabur. Daftar dengan kod rujukan saya {{code}}:',
  'ref.copied': 'Disalin ke papan keratan',
  'ref.shared': 'Dikongsi',
  'ref.shareFailed': 'Perkongsian tidak berjaya. Salin pautan itu.',
  'ref.friends': 'Rakan yang anda jemput',
  'ref.friendsEmpty': 'Belum ada rakan yang mendaftar dengan kod anda. Kongsi pautan anda untuk menjemput mereka.',
  'ref.friend': 'Rakan',
  'ref.signedUp': 'Mendaftar pada',
  'ref.stage': 'Status mereka',
  'ref.stage.SIGNED_UP': 'Telah mendaftar',
  'ref.stage.APPROVED': 'Diluluskan',
  'ref.stage.FIRST_DEPOSIT': 'Deposit pertama dibuat',
  'ref.rewarded': 'Ganjaran dikreditkan',
  'ref.loadFailed': 'Kami tidak dapat memuatkan butiran rujukan anda.',
} as const satisfies Record<keyof typeof referralEn, string>;
