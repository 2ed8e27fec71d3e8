import { formatDate, monthName } from '@harta/contracts/format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harta/contracts/languages';
import type { TransactionStatus, TransactionType } from '@harta/contracts/transactions';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '@harta/contracts/transactions';

/**
 * Every word a statement prints, in the client's language (clients.language, as their e-mails: issue #14). The
 * Malay follows the app's own translations (performance, goals, transactions pages), so a client reads the same
 * terms on paper as on screen. Figures are written the same way in both languages (RM 1,234.56, +3.13%); only the
 * month names differ.
 */
const en = {
  monthlyTitle: 'Monthly statement, {{month}}',
  annualTitle: 'Annual statement {{year}}',
  statementPeriod: 'Statement period',
  periodRange: '{{from}} to {{to}}',
  statementDate: 'Statement date',
  clientReference: 'Client reference',
  summaryHeading: 'Summary of your account',
  portfolio: 'Portfolio',
  openingRm: 'Opening (RM)',
  netDepositsRm: 'Net deposits (RM)',
  feesRm: 'Fees (RM)',
  gainRm: 'Gain / loss (RM)',
  closingRm: 'Closing (RM)',
  total: 'Total',
  summaryNote:
    'Net deposits are deposits and transfers in less withdrawals and transfers out. Gain / loss is closing less opening less net deposits, after fees.',
  openingValue: 'Opening value',
  closingValue: 'Closing value',
  netDeposits: 'Net deposits',
  fees: 'Fees',
  gain: 'Gain / loss',
  twrMonth: 'Time-weighted return, this month',
  mwrMonth: 'Money-weighted return, this month',
  twrYear: 'Time-weighted return, this year',
  mwrYear: 'Money-weighted return, this year',
  twrYtd: 'Time-weighted return, year to date',
  mwrYtd: 'Money-weighted return, year to date',
  combinedHeading: 'Returns of all your portfolios together',
  combinedNote:
    'All your portfolios counted as one: their values and the money in and out of each added up day by day.',
  dividendsYear: 'Dividends received this year (gross)',
  withholdingYear: 'Tax withheld at source this year',
  purificationYear: 'Purification set aside for charity this year',
  purificationNote:
    "Purification is the part of your Shariah funds' dividends that came from non-compliant income, as each fund publishes it; we pay it to charity on your behalf.",
  holdingsOn: 'Holdings on {{date}}',
  allocationHeading: 'Allocation by asset class on {{date}}',
  allocationAlt: 'Donut chart of the allocation by asset class: {{shares}}.',
  assetClass_EQUITY: 'Shares',
  assetClass_FIXED_INCOME: 'Bonds',
  assetClass_SUKUK: 'Sukuk',
  assetClass_REIT: 'Property (REIT)',
  assetClass_GOLD: 'Gold',
  assetClass_MONEY_MARKET: 'Money market',
  fund: 'Fund',
  units: 'Units',
  price: 'Price',
  valueRm: 'Value (RM)',
  cash: 'Cash',
  usdNote: 'US-dollar funds are valued at USD/MYR {{rate}}.',
  transactions: 'Transactions',
  noTransactions: 'No transactions in this period.',
  date: 'Date',
  type: 'Type',
  description: 'Description',
  status: 'Status',
  amountRm: 'Amount (RM)',
  amountPending: 'pending',
  yearTransactions: 'Completed transactions in the year',
  count: 'Count',
  none: 'None',
  notAvailable: 'n/a',
  page: 'Page {{page}} of {{pages}}',
  riskWarning:
    'Investments may go down as well as up; past performance is not a guide to future returns. Your investments are not deposits and are not protected by Perbadanan Insurans Deposit Malaysia (PIDM).',
  errorReport:
    'Please check this statement and tell us of any error or discrepancy within {{days}} days of its date; after that it is taken as correct.',
  complaints:
    'Complaints: contact us first ({{contact}}). If you are not satisfied with our answer, you may refer your dispute to the Securities Industry Dispute Resolution Center (SIDREC), www.sidrec.com.my.',
};

export type StatementTextKey = keyof typeof en;

const ms: Record<StatementTextKey, string> = {
  monthlyTitle: 'Penyata bulanan, {{month}}',
  annualTitle: 'Penyata tahunan {{year}}',
  statementPeriod: 'Tempoh penyata',
  periodRange: '{{from}} hingga {{to}}',
  statementDate: 'Tarikh penyata',
  clientReference: 'Rujukan pelanggan',
  summaryHeading: 'Ringkasan akaun anda',
  portfolio: 'Portfolio',
  openingRm: 'Pembukaan (RM)',
  netDepositsRm: 'Deposit bersih (RM)',
  feesRm: 'Yuran (RM)',
  gainRm: 'Untung / rugi (RM)',
  closingRm: 'Penutup (RM)',
  total: 'Jumlah',
  summaryNote:
    'Deposit bersih ialah deposit dan pindahan masuk ditolak pengeluaran dan pindahan keluar. Untung / rugi ialah nilai penutup ditolak nilai pembukaan ditolak deposit bersih, selepas yuran.',
  openingValue: 'Nilai pembukaan',
  closingValue: 'Nilai penutup',
  netDeposits: 'Deposit bersih',
  fees: 'Yuran',
  gain: 'Untung / rugi',
  twrMonth: 'Pulangan berwajaran masa, bulan ini',
  mwrMonth: 'Pulangan berwajaran wang, bulan ini',
  twrYear: 'Pulangan berwajaran masa, tahun ini',
  mwrYear: 'Pulangan berwajaran wang, tahun ini',
  twrYtd: 'Pulangan berwajaran masa, tahun hingga kini',
  mwrYtd: 'Pulangan berwajaran wang, tahun hingga kini',
  combinedHeading: 'Pulangan semua portfolio anda bersama',
  combinedNote:
    'Semua portfolio anda dikira sebagai satu: nilainya dan wang yang masuk dan keluar daripada setiap satu dijumlahkan hari demi hari.',
  dividendsYear: 'Dividen diterima tahun ini (kasar)',
  withholdingYear: 'Cukai dipotong di sumber tahun ini',
  purificationYear: 'Penyucian diasingkan untuk amal tahun ini',
  purificationNote:
    'Penyucian ialah bahagian dividen dana Syariah anda yang datang daripada pendapatan tidak patuh Syariah, seperti yang diterbitkan oleh setiap dana; kami membayarnya kepada badan amal bagi pihak anda.',
  holdingsOn: 'Pegangan pada {{date}}',
  allocationHeading: 'Peruntukan mengikut kelas aset pada {{date}}',
  allocationAlt: 'Carta donat peruntukan mengikut kelas aset: {{shares}}.',
  assetClass_EQUITY: 'Saham',
  assetClass_FIXED_INCOME: 'Bon',
  assetClass_SUKUK: 'Sukuk',
  assetClass_REIT: 'Hartanah (REIT)',
  assetClass_GOLD: 'Emas',
  assetClass_MONEY_MARKET: 'Pasaran wang',
  fund: 'Dana',
  units: 'Unit',
  price: 'Harga',
  valueRm: 'Nilai (RM)',
  cash: 'Tunai',
  usdNote: 'Dana dalam dolar AS dinilai pada kadar USD/MYR {{rate}}.',
  transactions: 'Transaksi',
  noTransactions: 'Tiada transaksi dalam tempoh ini.',
  date: 'Tarikh',
  type: 'Jenis',
  description: 'Keterangan',
  status: 'Status',
  amountRm: 'Amaun (RM)',
  amountPending: 'belum diketahui',
  yearTransactions: 'Transaksi yang selesai dalam tahun ini',
  count: 'Bilangan',
  none: 'Tiada',
  notAvailable: 't/b',
  page: 'Halaman {{page}} daripada {{pages}}',
  riskWarning:
    'Nilai pelaburan boleh turun dan naik; prestasi lalu bukan panduan bagi pulangan masa hadapan. Pelaburan anda bukan deposit dan tidak dilindungi oleh Perbadanan Insurans Deposit Malaysia (PIDM).',
  errorReport:
    'Sila semak penyata ini dan maklumkan kepada kami sebarang kesilapan atau percanggahan dalam tempoh {{days}} hari dari tarikhnya; selepas itu penyata ini dianggap betul.',
  complaints:
    'Aduan: hubungi kami dahulu ({{contact}}). Jika anda tidak berpuas hati dengan jawapan kami, anda boleh merujuk pertikaian anda kepada Securities Industry Dispute Resolution Center (SIDREC), www.sidrec.com.my.',
};

/** Malay of contracts' TRANSACTION_TYPE_LABELS / TRANSACTION_STATUS_LABELS (as the transactions page words them). */
const TYPE_MS: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  INVESTMENT: 'Pelaburan',
  WITHDRAWAL: 'Pengeluaran',
  TRANSFER_OUT: 'Pindahan keluar',
  TRANSFER_IN: 'Pindahan masuk',
  FEE: 'Yuran pengurusan',
  REBALANCE: 'Pengimbangan semula',
  REFERRAL_REWARD: 'Ganjaran rujukan',
  DIVIDEND: 'Dividen',
  WITHHOLDING_TAX: 'Cukai pegangan',
  PURIFICATION: 'Penyucian',
};
const STATUS_MS: Record<TransactionStatus, string> = {
  PENDING: 'Belum selesai',
  PROCESSING: 'Sedang diproses',
  COMPLETED: 'Selesai',
  FAILED: 'Gagal',
  CANCELLED: 'Dibatalkan',
};

export interface StatementTexts {
  language: Language;
  t(key: StatementTextKey, values?: Record<string, string | number>): string;
  /** '2026-11-25' → '25 Nov 2026' / '25 Nov 2026'; '2026-08-09' → '9 Aug 2026' / '9 Ogo 2026'. */
  date(date: string): string;
  /** (2026, 8) → 'August 2026' / 'Ogos 2026'. */
  month(year: number, month: number): string;
  type(type: TransactionType): string;
  status(status: TransactionStatus): string;
}

/** The statement's words in the client's stored language; English for anything unknown. */
export function statementTexts(language: string | null | undefined): StatementTexts {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const table = lang === 'ms' ? ms : en;
  return {
    language: lang,
    t: (key, values = {}) => table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
    date: (date) => formatDate(date, lang),
    month: (year, month) => `${monthName(month - 1, lang)} ${year}`,
    type: (type) => (lang === 'ms' ? TYPE_MS[type] : TRANSACTION_TYPE_LABELS[type]),
    status: (status) => (lang === 'ms' ? STATUS_MS[status] : TRANSACTION_STATUS_LABELS[status]),
  };
}
