import type { demoHistoryEn } from './en';

export const demoHistoryMs: Record<keyof typeof demoHistoryEn, string> = {
  'demoHistory.preparing':
    'Sejarah demo anda masih sedang disediakan: lima tahun deposit, pelaburan dan yuran sedang dimainkan semula. Angka akan dilengkapkan dalam beberapa minit lagi; notis ini hilang apabila semuanya lengkap.',
};
