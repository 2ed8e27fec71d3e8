import type { paymentsEn } from './en';

/** paymentsEn in Bahasa Melayu (issue #14): same keys, same placeholders. */
export const paymentsMs = {
  'pay.deposit.intro':
    'Bayar melalui perbankan dalam talian (FPX) daripada akaun bank atas nama anda sendiri. Anda akan log masuk ke bank anda dalam tetingkap ini dan kembali ke sini setelah selesai.',
  'pay.deposit.amount': 'Jumlah (RM)',
  'pay.deposit.amountHint': 'Dari RM {{min}} hingga RM {{max}} bagi setiap pembayaran.',
  'pay.deposit.portfolio': 'Portfolio',
  'pay.deposit.bank': 'Bank anda',
  'pay.deposit.bankOffline': '{{name}} (luar talian)',
  'pay.deposit.offlineHint': 'Bank yang ditanda luar talian tidak dapat menerima pembayaran buat masa ini.',
  'pay.deposit.continue': 'Teruskan',
  'pay.deposit.noPortfolio': 'Anda belum mempunyai portfolio untuk menerima deposit.',
  'pay.confirm.title': 'Sahkan deposit anda',
  'pay.confirm.body': 'Anda kini akan dibawa ke {{bank}} untuk membayar RM {{amount}} ke dalam "{{portfolio}}".',
  'pay.confirm.pay': 'Bayar dengan perbankan dalam talian',
  'pay.confirm.back': 'Ubah butiran',
  'pay.confirm.redirecting': 'Membawa anda ke bank anda…',
  'pay.limit.title': 'Had aset mata wang asing',
  'pay.limit.dashboard': 'Pergi ke Papan Pemuka',
  'pay.limit.profile': 'Kemukakan dokumen sokongan dalam Profil Saya',
  'pay.receipt.status.PENDING': 'Sedang diproses',
  'pay.receipt.status.SUCCESS': 'Berjaya',
  'pay.receipt.status.FAILED': 'Tidak berjaya',
  'pay.receipt.status': 'Status',
  'pay.receipt.amount': 'Jumlah',
  'pay.receipt.bank': 'Bank',
  'pay.receipt.reference': 'Rujukan',
  'pay.receipt.checking': 'Menyemak dengan bank anda…',
  'pay.receipt.notFound':
    'Kami tidak dapat mencari pembayaran ini. Sila semak pautan tersebut, atau lihat dalam Pembayaran dalam talian.',
  'pay.receipt.toDashboard': 'Pergi ke papan pemuka',
  'pay.receipt.toTransactions': 'Lihat transaksi',
  'pay.receipt.tryAgain': 'Buat deposit lain',
  'pay.pending.transactions': 'Lihat transaksi',
  'pay.pending.dashboard': 'Pergi ke papan pemuka',
  'pay.online.empty':
    'Belum ada pembayaran dalam talian. Deposit anda melalui perbankan dalam talian akan disenaraikan di sini.',
  'pay.online.deposit': 'Buat deposit',
  'pay.online.date': 'Tarikh',
  'pay.online.more': 'Tunjukkan lagi',
  'pay.sandbox': 'Mod ujian (sandbox): pembayaran dihantar ke bank simulasi; tiada wang sebenar yang berpindah.',
} as const satisfies Record<keyof typeof paymentsEn, string>;
