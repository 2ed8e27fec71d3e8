/**
 * What a client's copy of their data holds (docs/account.md "Your data"): one JSON file per area, each listing
 * the client's rows of its tables. The conditions are SQL over the client's id (`$client`), login id (`$user`, text),
 * e-mail address (`$email`) and mobile number (`$phone`). The integration test derives the tables that hold client or user
 * data from the database catalogue and fails when one is neither here nor on its commented allow-list, so a new
 * table cannot be forgotten silently.
 *
 * Secrets are never copied (password and code hashes, device secrets): a copy of the data must not become a
 * credential. The file store keys are left out too: they mean nothing outside the server.
 */
export interface TableSource {
  table: string;
  /** SQL condition selecting the client's rows (parameters $client..$phone as above). */
  where: string;
  /** Order of the rows, for a stable file. */
  orderBy: string;
}

export interface ExportArea {
  /** File name inside the ZIP. */
  file: string;
  /** One line for the README. */
  description: string;
  tables: TableSource[];
}

/** Columns never exported, whatever the table: credentials and internal storage keys. */
export const OMITTED_COLUMNS: ReadonlySet<string> = new Set([
  'password_hash',
  'code_hash',
  'token_hash',
  'ticket_hash',
  'secret_hash',
  'secret_sealed',
  'storage_key',
  'file_key',
]);

const PORTFOLIOS = 'select id from portfolios where client_id = $client';
const ACCOUNTS = `select id from ledger_accounts where portfolio_id in (${PORTFOLIOS})`;
const ORDERS = `select id from trade_orders where portfolio_id in (${PORTFOLIOS})`;
const own = (table: string, orderBy = 'client_id'): TableSource => ({ table, where: 'client_id = $client', orderBy });
const ofPortfolios = (table: string, orderBy = 'id'): TableSource => ({
  table,
  where: `portfolio_id in (${PORTFOLIOS})`,
  orderBy,
});

export const EXPORT_AREAS: readonly ExportArea[] = [
  {
    file: 'profile.json',
    description:
      'Your login, client record and registration answers: personal information, address and mobile number, consents (terms and privacy notice accepted), knowledge answers, investment profile and the application decision.',
    tables: [
      { table: 'users', where: 'id::text = $user', orderBy: 'id' },
      own('clients'),
      own('client_signups'),
      own('client_personal_info'),
      own('client_contact_info'),
      own('client_knowledge_answers'),
      own('investment_profiles'),
      own('client_applications'),
    ],
  },
  {
    file: 'bank-and-financial.json',
    description:
      'Your bank account, employment, income, net worth, source of funds, tax residency and borrowing declaration.',
    tables: [own('client_financial_info')],
  },
  {
    file: 'identity-and-kyc.json',
    description:
      'Your identity documents (what we hold about each page; the pages themselves are in documents/), the e-KYC checks and their results, identity-document replacements, the credit bureau checks and the QR hand-offs to the phone.',
    tables: [
      own('client_documents', 'id'),
      own('kyc_states'),
      own('kyc_checks', 'id'),
      own('document_replacements', 'id'),
      {
        table: 'document_replacement_files',
        where: 'replacement_id in (select id from document_replacements where client_id = $client)',
        orderBy: 'id',
      },
      own('credit_checks', 'id'),
      own('registration_handoffs', 'id'),
      own('bnm_documents', 'id'),
    ],
  },
  {
    file: 'portfolios.json',
    description:
      'Your portfolios (goals), their targets and planned monthly deposits, their portfolio switches, daily valuations, the management fees accrued and collected, and the dividends they received (with tax withheld and purification).',
    tables: [
      own('portfolios', 'id'),
      ofPortfolios('goal_plans', 'portfolio_id'),
      own('portfolio_switches', 'id'),
      ofPortfolios('portfolio_valuations', 'portfolio_id, valuation_date'),
      ofPortfolios('fee_accruals', 'portfolio_id, accrual_date'),
      ofPortfolios('fee_collections', 'portfolio_id, month'),
      ofPortfolios('dividend_payments', 'portfolio_id, declaration_id'),
    ],
  },
  {
    file: 'transactions.json',
    description:
      'Your transactions as listed in the app, the trades made for you and the transfers between portfolios.',
    tables: [
      own('client_transactions', 'id'),
      ofPortfolios('trade_orders'),
      { table: 'trade_fills', where: `order_id in (${ORDERS})`, orderBy: 'id' },
      own('transfers', 'id'),
    ],
  },
  {
    file: 'ledger.json',
    description:
      'The ledger accounts of your portfolios (cash and units), every movement on them, and the journals those movements belong to.',
    tables: [
      ofPortfolios('ledger_accounts'),
      { table: 'ledger_postings', where: `account_id in (${ACCOUNTS})`, orderBy: 'id' },
      {
        table: 'ledger_journals',
        where: `id in (select journal_id from ledger_postings where account_id in (${ACCOUNTS}))`,
        orderBy: 'id',
      },
    ],
  },
  {
    file: 'payments.json',
    description:
      'Your deposits through online banking (payment orders), your recurring deposits (direct-debit mandates and their collections) and the withdrawals paid to your bank account.',
    tables: [
      own('payment_orders', 'id'),
      own('recurring_schedules', 'id'),
      {
        table: 'recurring_collections',
        where: 'schedule_id in (select id from recurring_schedules where client_id = $client)',
        orderBy: 'id',
      },
      own('withdrawals', 'id'),
    ],
  },
  {
    file: 'statements.json',
    description: 'Your monthly and annual statements (the PDFs are in documents/statements/).',
    tables: [own('client_statements', 'id')],
  },
  {
    file: 'notices-and-compliance.json',
    description:
      'Notices you dismissed, a closure flag, deposits refused by the foreign-currency limit, and your personal-data requests.',
    tables: [
      own('client_notice_dismissals', 'notice_id'),
      own('client_closure_flags'),
      own('foreign_limit_refusals', 'id'),
      own('data_requests', 'id'),
    ],
  },
  {
    file: 'referrals.json',
    description: 'Your referral code and the rewards for friends you referred (or the one who referred you).',
    tables: [
      own('referral_codes'),
      {
        table: 'referral_rewards',
        where: 'referrer_client_id = $client or referee_client_id = $client',
        orderBy: 'id',
      },
      { table: 'referral_reward_decisions', where: 'referee_client_id = $client', orderBy: 'referee_client_id' },
    ],
  },
  {
    file: 'devices.json',
    description:
      'The phones on which you enabled biometric login, and your second factor (authenticator app): when it was set up and which recovery codes you used (the secrets and codes themselves are never copied).',
    tables: [
      own('devices', 'id'),
      { table: 'second_factors', where: 'user_id::text = $user', orderBy: 'user_id' },
      { table: 'recovery_codes', where: 'user_id::text = $user', orderBy: 'id' },
    ],
  },
  {
    file: 'messages.json',
    description: 'The e-mails and text messages we sent you (one-time codes in them have long expired).',
    tables: [
      { table: 'mail_outbox', where: '"to" = $email', orderBy: 'id' },
      { table: 'sms_messages', where: '"to" = $phone', orderBy: 'id' },
    ],
  },
  {
    file: 'audit.json',
    description:
      'The audit trail about you: what you changed, what our staff decided or looked at, and when (staff are named by their login id).',
    tables: [
      {
        table: 'audit_log',
        where: "(subject_type = 'client' and subject_id = $client::text) or actor = $user",
        orderBy: 'id',
      },
      // Staff requests about them that a second member approved, rejected or let expire (four eyes).
      {
        table: 'staff_action_requests',
        where: "subject_type = 'client' and subject_id = $client::text",
        orderBy: 'made_at',
      },
    ],
  },
];

/** Every table the export covers, for the coverage test. */
export const EXPORTED_TABLES: readonly string[] = EXPORT_AREAS.flatMap((area) => area.tables.map((t) => t.table));
