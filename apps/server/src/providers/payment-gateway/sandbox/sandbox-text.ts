import { LANGUAGE_COOKIE, type Language } from '@harta/contracts/languages';

/**
 * The sandbox exchange's and bank's words in each of the app's languages (docs/money.md "Sandbox gateway"). They
 * stand in for another party's pages, so they are not the app's messages (contracts) but the exchange's own.
 * Bank names are proper names and stay as the BANK reference list writes them.
 */
export interface SandboxText {
  lang: string;
  banner: string;
  tagline: string;
  details: string;
  payTo: string;
  amount: string;
  for: string;
  bank: string;
  reference: string;
  chooseBank: string;
  yourBank: string;
  offline: string;
  offlineHint: string;
  continueToBank: string;
  logInTo: (bankName: string | null) => string;
  anyLogin: string;
  userId: string;
  password: string;
  logIn: string;
  loginMissing: string;
  authorise: string;
  approve: string;
  orDecline: string;
  reason: string;
  reasons: { decline: string; insufficientFunds: string; limitExceeded: string };
  decline: string;
  timeout: string;
  notFoundTitle: string;
  notFound: string;
  completedTitle: string;
  completed: string;
  returnToMerchant: string;
  refusedTitle: string;
  chooseOnline: string;
}

export const SANDBOX_TEXT: Record<Language, SandboxText> = {
  en: {
    lang: 'en',
    banner: 'Sandbox: a simulated online-banking payment. No real money moves.',
    tagline: 'Online banking payment gateway (simulation)',
    details: 'Payment details',
    payTo: 'Pay to',
    amount: 'Amount',
    for: 'For',
    bank: 'Bank',
    reference: 'Reference',
    chooseBank: 'Choose your bank',
    yourBank: 'Your bank',
    offline: 'offline',
    offlineHint: 'Banks marked offline cannot take payments right now.',
    continueToBank: 'Continue to your bank',
    logInTo: (bankName) => `Log in to ${bankName ?? 'your bank'}`,
    anyLogin: 'Sandbox bank: any user ID and password are accepted.',
    userId: 'User ID',
    password: 'Password',
    logIn: 'Log in',
    loginMissing: 'Please enter a user ID and password.',
    authorise: 'Authorise the payment',
    approve: 'Approve',
    orDecline: 'Or decline it',
    reason: 'Reason the bank gives',
    reasons: {
      decline: 'I cancel the payment',
      insufficientFunds: 'Insufficient funds',
      limitExceeded: 'Above my online-banking limit',
    },
    decline: 'Decline',
    timeout: 'Let it time out',
    notFoundTitle: 'Payment not found',
    notFound: 'This payment does not exist or has expired.',
    completedTitle: 'Payment already completed',
    completed: 'This payment has already been completed at the bank.',
    returnToMerchant: 'Return to the merchant',
    refusedTitle: 'Payment refused',
    chooseOnline: 'Please choose one of the banks that are online.',
  },
  ms: {
    lang: 'ms',
    banner: 'Kotak pasir: bayaran perbankan dalam talian simulasi. Tiada wang sebenar berpindah.',
    tagline: 'Gerbang pembayaran perbankan dalam talian (simulasi)',
    details: 'Butiran bayaran',
    payTo: 'Bayar kepada',
    amount: 'Jumlah',
    for: 'Untuk',
    bank: 'Bank',
    reference: 'Rujukan',
    chooseBank: 'Pilih bank anda',
    yourBank: 'Bank anda',
    offline: 'luar talian',
    offlineHint: 'Bank bertanda luar talian tidak dapat menerima bayaran buat masa ini.',
    continueToBank: 'Teruskan ke bank anda',
    logInTo: (bankName) => `Log masuk ke ${bankName ?? 'bank anda'}`,
    anyLogin: 'Bank kotak pasir: sebarang ID pengguna dan kata laluan diterima.',
    userId: 'ID pengguna',
    password: 'Kata laluan',
    logIn: 'Log masuk',
    loginMissing: 'Sila masukkan ID pengguna dan kata laluan.',
    authorise: 'Benarkan bayaran',
    approve: 'Luluskan',
    orDecline: 'Atau tolak',
    reason: 'Sebab yang diberi oleh bank',
    reasons: {
      decline: 'Saya membatalkan bayaran',
      insufficientFunds: 'Dana tidak mencukupi',
      limitExceeded: 'Melebihi had perbankan dalam talian saya',
    },
    decline: 'Tolak',
    timeout: 'Biarkan tamat masa',
    notFoundTitle: 'Bayaran tidak ditemui',
    notFound: 'Bayaran ini tidak wujud atau telah tamat tempoh.',
    completedTitle: 'Bayaran sudah selesai',
    completed: 'Bayaran ini sudah diselesaikan di bank.',
    returnToMerchant: 'Kembali kepada peniaga',
    refusedTitle: 'Bayaran ditolak',
    chooseOnline: 'Sila pilih salah satu bank yang dalam talian.',
  },
};

/**
 * The language of a sandbox page: the app's own choice, which the web app keeps in a cookie (the pages are on the
 * app's origin in the demo), else the browser's Accept-Language, else English.
 */
export function sandboxLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  const cookie = (headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie === 'ms' || cookie === 'en') return cookie;
  return (headers['accept-language'] ?? '').trim().toLowerCase().startsWith('ms') ? 'ms' : 'en';
}
