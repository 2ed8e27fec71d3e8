import type { goalsEn } from './en';

/** goalsEn in Bahasa Melayu: same keys, same placeholders. */
export const goalsMs = {
  'plan.heading': 'Rancangan anda untuk matlamat ini',
  'plan.loading': 'Memuatkan rancangan anda…',
  'plan.loadFailed': 'Kami tidak dapat memuatkan rancangan matlamat ini.',
  'plan.noTarget':
    'Tetapkan jumlah dan tarikh sasaran untuk melihat sama ada matlamat ini di landasan, dan berapa yang perlu ditambah setiap bulan untuk mencapainya.',
  'plan.setTarget': 'Tetapkan sasaran',
  'plan.edit': 'Ubah rancangan',
  'plan.progress': '{{value}} daripada {{target}} menjelang {{date}}',
  'plan.progressLabel': 'Kemajuan ke arah sasaran: {{percent}} %',
  'plan.onTrack': 'Di landasan',
  'plan.needsAttention': 'Perlu perhatian',
  'plan.onTrackBody':
    'Separuh daripada hasil simulasi mencapai sasaran anda menjelang {{date}} dengan jumlah yang anda rancang untuk tambah.',
  'plan.needsAttentionBody':
    'Kurang daripada separuh hasil simulasi mencapai sasaran anda menjelang {{date}}. Menambah {{deposit}} sebulan akan membawa hasil pertengahan kepadanya.',
  'plan.monthly': 'Anda merancang untuk menambah {{amount}} sebulan.',
  'plan.monthlyNone': 'Anda belum merancang deposit bulanan.',
  'plan.band':
    'Dalam 8 daripada 10 hasil simulasi, matlamat ini akan bernilai antara {{low}} dan {{high}} pada {{date}}; separuh akan melebihi {{median}}.',
  'plan.chartHeading': 'Di mana matlamat ini mungkin berada',
  'plan.chartLow': 'Lebih rendah (1 dalam 10 di bawah)',
  'plan.chartMedian': 'Hasil pertengahan',
  'plan.chartHigh': 'Lebih tinggi (1 dalam 10 di atas)',
  'plan.chartTable': 'Julat unjuran mengikut tarikh',
  'plan.col.date': 'Tarikh',
  'plan.col.low': 'Lebih rendah',
  'plan.col.median': 'Pertengahan',
  'plan.col.high': 'Lebih tinggi',
  'plan.assumptions':
    'Mengandaikan purata {{ret}} % setahun selepas fi, dengan turun naik kira-kira {{vol}} % setahun, bagi tahap risiko matlamat ini.',
  'plan.disclaimer':
    'Ini anggaran, bukan janji: pulangan tidak dijamin, prestasi lalu bukan panduan masa depan, dan nilai pelaburan anda boleh turun dan naik.',
  'plan.form.targetAmount': 'Jumlah sasaran (RM)',
  'plan.form.targetAmountHint': 'Biarkan jumlah dan tarikh sasaran kosong jika tiada sasaran.',
  'plan.form.targetDate': 'Tarikh sasaran',
  'plan.form.monthlyDeposit': 'Deposit bulanan yang dirancang (RM)',
  'plan.form.save': 'Simpan rancangan',
  'plan.form.cancel': 'Batal',
  'plan.saved': 'Rancangan anda telah disimpan.',
  'plan.recurring': 'Deposit berulang',
} satisfies Record<keyof typeof goalsEn, string>;
