import {
  DEFAULT_PROJECTION_PERCENT,
  DEFAULT_SHARIAH_PROJECTION_PERCENT,
  PROJECTION_CATEGORY,
  returnKey,
  volatilityKey,
} from '../modules/goal-planning/projection-assumptions';
import { EXCHANGE_HOLIDAY_LIST } from '@harta/contracts/schemas/reference-data-admin';
import {
  ApprovalKinds,
  FOUR_EYES_CATEGORY,
  FOUR_EYES_DEFAULT_EXPIRY_HOURS,
  FOUR_EYES_EXPIRY_KEY,
  FourEyesParameterKeys,
  type ApprovalKind,
} from '@harta/contracts/schemas/approvals';
import type { Db } from '../db/connection';
import { referenceValues, restrictedCountries, systemParameters } from '../db/schema/reference-data';

/**
 * Reference data every installation needs (dropdowns, system parameters, restricted countries). Seeded at
 * every start, inserting missing rows only (ON CONFLICT DO NOTHING): staff edits and deactivations survive
 * restarts, and several instances may seed at once.
 */

type Item = readonly [code: string, name: string];

const BUSINESS_TYPES: Item[] = [
  ['AGRICULTURE', 'Agriculture, forestry and fishing'],
  ['MINING', 'Mining and quarrying'],
  ['MANUFACTURING', 'Manufacturing'],
  ['UTILITIES', 'Electricity, gas and water'],
  ['CONSTRUCTION', 'Construction'],
  ['TRADE', 'Wholesale and retail trade'],
  ['TRANSPORT', 'Transport and logistics'],
  ['HOSPITALITY', 'Accommodation and food services'],
  ['ICT', 'Information and communication'],
  ['FINANCE', 'Financial services and insurance'],
  ['REAL_ESTATE', 'Real estate'],
  ['PROFESSIONAL', 'Professional, scientific and technical services'],
  ['GOVERNMENT', 'Public administration and defence'],
  ['EDUCATION', 'Education'],
  ['HEALTH', 'Health and social work'],
  ['ARTS', 'Arts, entertainment and recreation'],
  ['MONEY_SERVICES', 'Money services business (remittance, money changing)'],
  ['GAMING', 'Gaming and casinos'],
  ['JEWELLERY', 'Precious metals and jewellery'],
  ['OTHER', 'Other'],
];

const OCCUPATIONS: Item[] = [
  ['MANAGER', 'Manager or executive'],
  ['PROFESSIONAL', 'Professional (doctor, lawyer, engineer, accountant …)'],
  ['TECHNICIAN', 'Technician or associate professional'],
  ['CLERICAL', 'Clerical support'],
  ['SALES_SERVICE', 'Sales or service worker'],
  ['SKILLED_TRADE', 'Skilled trade or craft worker'],
  ['OPERATOR', 'Plant or machine operator'],
  ['CIVIL_SERVANT', 'Civil servant'],
  ['ARMED_FORCES', 'Armed forces or police'],
  ['BUSINESS_OWNER', 'Business owner'],
  ['FREELANCER', 'Freelancer or gig worker'],
  ['OTHER', 'Other'],
];

const NET_WORTH: Item[] = [
  ['NW_LT_100K', 'Below RM100,000'],
  ['NW_100K_500K', 'RM100,000 to RM500,000'],
  ['NW_500K_1M', 'RM500,001 to RM1,000,000'],
  ['NW_1M_3M', 'RM1,000,001 to RM3,000,000'],
  ['NW_GT_3M', 'Above RM3,000,000'],
];

const ANNUAL_INCOME: Item[] = [
  ['INC_LT_24K', 'Below RM24,000'],
  ['INC_24K_60K', 'RM24,000 to RM60,000'],
  ['INC_60K_120K', 'RM60,001 to RM120,000'],
  ['INC_120K_300K', 'RM120,001 to RM300,000'],
  ['INC_GT_300K', 'Above RM300,000'],
];

const SOURCE_OF_FUNDS: Item[] = [
  ['SALARY', 'Salary or wages'],
  ['BUSINESS', 'Business income'],
  ['SAVINGS', 'Savings'],
  ['INVESTMENTS', 'Investment returns'],
  ['INHERITANCE', 'Inheritance or gift'],
  ['PENSION', 'Pension or retirement fund'],
  ['SALE_OF_ASSETS', 'Sale of property or other assets'],
  ['OTHER', 'Other'],
];

const BANKS: Item[] = [
  ['MBB', 'Maybank'],
  ['CIMB', 'CIMB Bank'],
  ['PBB', 'Public Bank'],
  ['RHB', 'RHB Bank'],
  ['HLB', 'Hong Leong Bank'],
  ['AMB', 'AmBank'],
  ['BIMB', 'Bank Islam'],
  ['BMMB', 'Bank Muamalat'],
  ['BSN', 'Bank Simpanan Nasional'],
  ['RAKYAT', 'Bank Rakyat'],
  ['AFFIN', 'Affin Bank'],
  ['ABMB', 'Alliance Bank'],
  ['OCBC', 'OCBC Bank (Malaysia)'],
  ['UOB', 'UOB Malaysia'],
  ['HSBC', 'HSBC Bank Malaysia'],
  ['SCB', 'Standard Chartered Malaysia'],
  ['AGRO', 'Agrobank'],
  ['KFH', 'Kuwait Finance House (Malaysia)'],
  ['ALRAJHI', 'Al Rajhi Bank Malaysia'],
  ['CITI', 'Citibank Malaysia'],
];

const ETHNICITIES: Item[] = [
  ['MALAY', 'Malay'],
  ['CHINESE', 'Chinese'],
  ['INDIAN', 'Indian'],
  ['BUMIPUTERA_SABAH', 'Bumiputera Sabah'],
  ['BUMIPUTERA_SARAWAK', 'Bumiputera Sarawak'],
  ['ORANG_ASLI', 'Orang Asli'],
  ['OTHERS', 'Others'],
];

const TITLES: Item[] = [
  ['MR', 'Mr'],
  ['MRS', 'Mrs'],
  ['MS', 'Ms'],
  ['MDM', 'Mdm'],
  ['DR', 'Dr'],
  ['DATO', "Dato'"],
  ['DATIN', 'Datin'],
  ['TAN_SRI', 'Tan Sri'],
  ['PUAN_SRI', 'Puan Sri'],
];

const STATES: Item[] = [
  ['JHR', 'Johor'],
  ['KDH', 'Kedah'],
  ['KTN', 'Kelantan'],
  ['MLK', 'Melaka'],
  ['NSN', 'Negeri Sembilan'],
  ['PHG', 'Pahang'],
  ['PRK', 'Perak'],
  ['PLS', 'Perlis'],
  ['PNG', 'Pulau Pinang'],
  ['SBH', 'Sabah'],
  ['SWK', 'Sarawak'],
  ['SGR', 'Selangor'],
  ['TRG', 'Terengganu'],
  ['KUL', 'W.P. Kuala Lumpur'],
  ['LBN', 'W.P. Labuan'],
  ['PJY', 'W.P. Putrajaya'],
];

const ID_TYPES: Item[] = [
  ['MYKAD', 'MyKad'],
  ['MYPR', 'MyPR (permanent resident)'],
  ['MYKAS', 'MyKAS (temporary resident)'],
  ['PASSPORT', 'Passport'],
];

const MARITAL_STATUSES: Item[] = [
  ['SINGLE', 'Single'],
  ['MARRIED', 'Married'],
  ['DIVORCED', 'Divorced'],
  ['WIDOWED', 'Widowed'],
];

const EMPLOYMENT_STATUSES: Item[] = [
  ['EMPLOYED', 'Employed'],
  ['SELF_EMPLOYED', 'Self-employed'],
  ['UNEMPLOYED', 'Not employed'],
  ['STUDENT', 'Student'],
  ['RETIRED', 'Retired'],
  ['HOMEMAKER', 'Homemaker'],
];

/** ISO 3166-1 alpha-2 codes; English names come from the runtime's ICU data. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

/** Dialling codes of the countries most clients name; others are left empty. */
const DIAL_CODES: Record<string, string> = {
  MY: '+60',
  SG: '+65',
  ID: '+62',
  TH: '+66',
  BN: '+673',
  PH: '+63',
  VN: '+84',
  CN: '+86',
  HK: '+852',
  IN: '+91',
  AU: '+61',
  GB: '+44',
  US: '+1',
  JP: '+81',
  KR: '+82',
};

/** FATF "call for action" jurisdictions: no account for their residents or nationals. */
const RESTRICTED: Item[] = [
  ['KP', 'FATF call for action (high-risk jurisdiction)'],
  ['IR', 'FATF call for action (high-risk jurisdiction)'],
  ['MM', 'FATF call for action (high-risk jurisdiction)'],
];

/** What each four-eyes switch covers, for its description. */
const FOUR_EYES_ACTIONS: Record<ApprovalKind, string> = {
  'payout.paid': 'marking a payout paid',
  'payout.failed': 'marking a payout failed',
  'payout.import': "importing the bank's payout result file",
  'tradeRun.start': 'running a trade date on demand',
  'closureFlag.set': 'flagging a client for closure',
  'closureFlag.lift': "lifting a client's closure flag",
  'bankAccount.verify': "verifying a client's changed bank account",
  'referenceData.change': 'changing fees, limits, cut-offs and the holiday calendar',
  'dividend.declare': "declaring a fund's dividend (and its purification ratio)",
  'purification.pay': 'paying the purification set aside to charity',
  'mandate.cancel': "cancelling a client's direct-debit mandate",
  'collection.failed': 'marking a direct-debit collection failed',
  'shariahUniverse.change': "changing a fund's Shariah facts (a Shariah adviser approves it whatever this says)",
};

const FOUR_EYES_PARAMETERS = [
  ...ApprovalKinds.map(
    (kind) =>
      [
        FOUR_EYES_CATEGORY,
        FourEyesParameterKeys[kind],
        'true',
        `A second staff member must approve ${FOUR_EYES_ACTIONS[kind]} (true or false)`,
      ] as const,
  ),
  [
    FOUR_EYES_CATEGORY,
    FOUR_EYES_EXPIRY_KEY,
    String(FOUR_EYES_DEFAULT_EXPIRY_HOURS),
    'Hours a staff action request waits for approval before it expires',
  ] as const,
];

const PROJECTION_PARAMETERS = [
  ...Object.entries(DEFAULT_PROJECTION_PERCENT),
  ...Object.entries(DEFAULT_SHARIAH_PROJECTION_PERCENT).map(([level, percent]) => [`${level}S`, percent] as const),
].flatMap(([model, percent]) => {
  const level = Number.parseInt(model, 10);
  const shariah = model.endsWith('S');
  const of = `the risk level ${level}${shariah ? ' Shariah' : ''} model portfolio (goal projections)`;
  return [
    [
      PROJECTION_CATEGORY,
      returnKey(level, shariah),
      percent.expectedReturn,
      `Expected yearly return after fees, in percent, of ${of}`,
    ] as const,
    [
      PROJECTION_CATEGORY,
      volatilityKey(level, shariah),
      percent.volatility,
      `Yearly volatility, in percent, of ${of}`,
    ] as const,
  ];
});

const SYSTEM_PARAMETERS: readonly (readonly [category: string, key: string, value: string, description: string])[] = [
  ['REGISTRATION', 'MIN_AGE', '18', 'Minimum age to open an account'],
  ['REGISTRATION', 'CONFIRM_EMAIL_TTL_HOURS', '24', 'Validity of the e-mail confirmation link'],
  ['REGISTRATION', 'REAPPLY_AFTER_DAYS', '30', 'Days after a rejection before the applicant may apply again'],
  ['OTP', 'TTL_SECONDS', '300', 'Validity of a one-time code'],
  ['OTP', 'MAX_ATTEMPTS', '5', 'Wrong codes allowed before a new one is needed'],
  ['OTP', 'RESEND_COOLDOWN_SECONDS', '60', 'Wait before another code can be sent'],
  // Daily caps per client and purpose (modules/otp/daily-caps.ts, docs/security.md "One-time codes").
  ['OTP', 'MAX_SENDS_PER_DAY', '10', 'Codes of one kind a client can be sent in a day (Malaysia time) before it locks'],
  [
    'OTP',
    'MAX_FAILED_GUESSES_PER_DAY',
    '15',
    'Wrong codes of one kind a client can type in a day (Malaysia time) before it locks until the next day',
  ],
  ['KYC', 'MAX_MATCH_ATTEMPTS', '5', 'Face-match attempts per client'],
  ['KYC', 'QR_VALIDITY_MINUTES', '10', 'Validity of a QR hand-off code'],
  // The management fee (modules/valuation/fee-schedule.ts, docs/returns.md): annual, tiered by balance.
  [
    'FEE',
    'MANAGEMENT_TIER_LIMIT_MYR',
    '100000',
    'Balance in ringgit up to which the first management fee rate applies',
  ],
  [
    'FEE',
    'MANAGEMENT_RATE_FIRST_TIER_PERCENT',
    '0.80',
    'Annual management fee in percent on the balance up to the limit',
  ],
  [
    'FEE',
    'MANAGEMENT_RATE_ABOVE_TIER_PERCENT',
    '0.60',
    'Annual management fee in percent on the balance above the limit',
  ],
  [
    'FEE',
    'SHARIAH_MANAGEMENT_RATE_FIRST_TIER_PERCENT',
    '0.80',
    'Annual management fee (ujrah: the wage for managing it) in percent of a Shariah goal, on the balance up to the limit',
  ],
  [
    'FEE',
    'SHARIAH_MANAGEMENT_RATE_ABOVE_TIER_PERCENT',
    '0.60',
    'Annual management fee (ujrah: the wage for managing it) in percent of a Shariah goal, on the balance above the limit',
  ],
  ['BNM', 'FOREIGN_ASSET_LIMIT_MYR', '1000000', 'Yearly foreign-currency asset limit with domestic ringgit borrowing'],
  ['FPX', 'MIN_AMOUNT_MYR', '1', 'Smallest online-banking payment'],
  ['FPX', 'MAX_AMOUNT_MYR', '30000', 'Largest online-banking payment'],
  [
    'STATEMENT',
    'LICENCE_LINE',
    'Harta Digital Sdn Bhd (Company No. 000000-X), holder of a Capital Markets Services Licence for fund management (digital investment management) issued by the Securities Commission Malaysia.',
    "The firm's licence line printed on every statement page",
  ],
  [
    'STATEMENT',
    'COMPLAINTS_CONTACT',
    'support@harta.example, +60 3-0000 0000',
    'Where a client complains first (statement footer)',
  ],
  ['STATEMENT', 'ERROR_REPORT_DAYS', '14', 'Days a client has to report an error in a statement'],
  [
    'REBALANCE',
    'DRIFT_THRESHOLD_BPS',
    '500',
    'Drift of any asset from its model weight (basis points) that triggers a rebalance',
  ],
  // Refer a friend (modules/referral/reward-rule.ts, docs/account.md): paid when a referred friend's first deposit settles.
  ['REFERRAL', 'REWARD_ENABLED', 'true', 'Pay a reward when a referred friend makes a first deposit (true or false)'],
  ['REFERRAL', 'REWARD_AMOUNT_SEN', '2000', 'Referral reward in sen (2000 = RM 20.00), credited to the referrer'],
  ['REFERRAL', 'MAX_REWARDS_PER_REFERRER', '20', 'Most referral rewards one client can earn (0 = no limit)'],
  // Personal-data requests (modules/data-rights/data-rights-parameters.ts, docs/operations.md).
  ['DATA_RIGHTS', 'EXPORT_VALID_DAYS', '7', 'Days a client can download the copy of their data before it is deleted'],
  ['DATA_RIGHTS', 'EXPORTS_PER_DAY', '3', 'Copies of their data a client may ask for in 24 hours'],
  [
    'DATA_RIGHTS',
    'FINANCIAL_RECORDS_RETENTION_YEARS',
    '7',
    'Years financial records are kept after an account closes; personal data is erased after them (at least 7)',
  ],
  // Trade dates (modules/trading/trade-calendar.ts, docs/money.md "Trade dates"): money settled and requests
  // received before this time on a trade date trade at that date's closes; later ones at the next trade date's.
  [
    'TRADE',
    'CUTOFF_TIME',
    '15:00',
    'Cut-off of each trade date, HH:MM Malaysia time: money settled and requests received before it trade at that date',
  ],
  // Retention (modules/retention, docs/operations.md "Retention"): the daily job purges what is past these periods.
  ['RETENTION', 'MAIL_DAYS', '90', 'Days a sent e-mail is kept in the outbox'],
  ['RETENTION', 'SMS_DAYS', '90', 'Days a sent text message is kept'],
  [
    'RETENTION',
    'ONE_TIME_CODE_DAYS_AFTER_EXPIRY',
    '1',
    'Days one-time codes and e-mail link tokens are kept after they expire',
  ],
  ['RETENTION', 'HANDOFF_DAYS_AFTER_EXPIRY', '1', 'Days QR hand-off codes are kept after they expire'],
  [
    'RETENTION',
    'IDENTITY_DAYS_AFTER_EXPIRY',
    '0',
    'Days expired sessions, grants and tokens are kept after they expire',
  ],
  [
    'RETENTION',
    'IDEMPOTENCY_DAYS',
    '7',
    'Days the first answer to a money-moving request is kept for a retry with the same Idempotency-Key',
  ],
  [
    'RETENTION',
    'AUDIT_DETAIL_DAYS',
    '2557',
    'Days the details of an audit entry are kept (7 years at least: financial records); the entry itself stays',
  ],
  // Four eyes (modules/approvals, docs/backoffice.md "Four eyes"): on for every action; a firm may set one to false.
  ...FOUR_EYES_PARAMETERS,
  // Goal projections (modules/goal-planning, docs/goals.md "Assumptions and their source"): per risk level.
  ...PROJECTION_PARAMETERS,
];

/**
 * Exchange holidays (list EXCHANGE_HOLIDAY; code '<exchange>:<date>', name): Bursa Malaysia (XKLS) and the New York
 * Stock Exchange (XNYS, whose calendar NYSE Arca follows) for 2026 and 2027, written from the exchanges' published
 * trading-holiday lists as known when this was written. Islamic holidays depend on the sighting of the moon and
 * Malaysian replacement holidays on gazettes: operations must check this list against each exchange's notice every
 * year (Bursa's "Trading Holidays" circular, NYSE's "Holidays and Trading Hours") and edit it in the back office
 * (Reference data → EXCHANGE_HOLIDAY). A date on either list is no trade date (docs/money.md "Trade dates").
 */
const EXCHANGE_HOLIDAYS: readonly (readonly [exchange: 'XKLS' | 'XNYS', date: string, name: string])[] = [
  ['XKLS', '2026-01-01', "New Year's Day"],
  ['XKLS', '2026-02-02', 'Thaipusam and Federal Territory Day (replacement)'],
  ['XKLS', '2026-02-17', 'Chinese New Year'],
  ['XKLS', '2026-02-18', 'Chinese New Year (second day)'],
  ['XKLS', '2026-03-20', 'Hari Raya Aidilfitri'],
  ['XKLS', '2026-05-01', 'Labour Day'],
  ['XKLS', '2026-05-27', 'Hari Raya Haji'],
  ['XKLS', '2026-06-01', "Agong's Birthday"],
  ['XKLS', '2026-06-02', 'Wesak Day (replacement)'],
  ['XKLS', '2026-06-16', 'Awal Muharram'],
  ['XKLS', '2026-08-25', 'Maulidur Rasul'],
  ['XKLS', '2026-08-31', 'National Day'],
  ['XKLS', '2026-09-16', 'Malaysia Day'],
  ['XKLS', '2026-11-09', 'Deepavali (replacement)'],
  ['XKLS', '2026-12-25', 'Christmas Day'],
  ['XKLS', '2027-01-01', "New Year's Day"],
  ['XKLS', '2027-01-22', 'Thaipusam'],
  ['XKLS', '2027-02-01', 'Federal Territory Day'],
  ['XKLS', '2027-02-08', 'Chinese New Year (replacement)'],
  ['XKLS', '2027-02-24', 'Nuzul Al-Quran'],
  ['XKLS', '2027-03-09', 'Hari Raya Aidilfitri'],
  ['XKLS', '2027-03-10', 'Hari Raya Aidilfitri (second day)'],
  ['XKLS', '2027-05-17', 'Hari Raya Haji (replacement)'],
  ['XKLS', '2027-05-20', 'Wesak Day'],
  ['XKLS', '2027-06-07', "Agong's Birthday"],
  ['XKLS', '2027-06-08', 'Awal Muharram (replacement)'],
  ['XKLS', '2027-08-16', 'Maulidur Rasul (replacement)'],
  ['XKLS', '2027-08-31', 'National Day'],
  ['XKLS', '2027-09-16', 'Malaysia Day'],
  ['XKLS', '2027-10-29', 'Deepavali'],
  ['XNYS', '2026-01-01', "New Year's Day"],
  ['XNYS', '2026-01-19', 'Martin Luther King, Jr. Day'],
  ['XNYS', '2026-02-16', "Washington's Birthday"],
  ['XNYS', '2026-04-03', 'Good Friday'],
  ['XNYS', '2026-05-25', 'Memorial Day'],
  ['XNYS', '2026-06-19', 'Juneteenth National Independence Day'],
  ['XNYS', '2026-07-03', 'Independence Day (observed)'],
  ['XNYS', '2026-09-07', 'Labor Day'],
  ['XNYS', '2026-11-26', 'Thanksgiving Day'],
  ['XNYS', '2026-12-25', 'Christmas Day'],
  ['XNYS', '2027-01-01', "New Year's Day"],
  ['XNYS', '2027-01-18', 'Martin Luther King, Jr. Day'],
  ['XNYS', '2027-02-15', "Washington's Birthday"],
  ['XNYS', '2027-03-26', 'Good Friday'],
  ['XNYS', '2027-05-31', 'Memorial Day'],
  ['XNYS', '2027-06-18', 'Juneteenth National Independence Day (observed)'],
  ['XNYS', '2027-07-05', 'Independence Day (observed)'],
  ['XNYS', '2027-09-06', 'Labor Day'],
  ['XNYS', '2027-11-25', 'Thanksgiving Day'],
  ['XNYS', '2027-12-24', 'Christmas Day (observed)'],
];

function exchangeHolidays() {
  return EXCHANGE_HOLIDAYS.map(([exchange, date, name], i) => ({
    type: EXCHANGE_HOLIDAY_LIST,
    code: `${exchange}:${date}`,
    name,
    sortOrder: i + 1,
  }));
}

function items(type: string, list: readonly Item[]) {
  return list.map(([code, name], i) => ({ type, code, name, sortOrder: i + 1 }));
}

function countries() {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const rows = COUNTRY_CODES.map((code) => ({
    type: 'COUNTRY',
    code,
    name: names.of(code) ?? code,
    sortOrder: 0,
    extra: { dialCode: DIAL_CODES[code] ?? null },
  }));
  // Malaysia first, the rest alphabetically.
  rows.sort((a, b) => (a.code === 'MY' ? -1 : b.code === 'MY' ? 1 : a.name.localeCompare(b.name, 'en')));
  return rows.map((row, i) => ({ ...row, sortOrder: i + 1 }));
}

export async function seedReferenceData(db: Db): Promise<void> {
  const values = [
    ...items('BUSINESS_TYPE', BUSINESS_TYPES),
    ...items('OCCUPATION', OCCUPATIONS),
    ...items('NET_WORTH', NET_WORTH),
    ...items('ANNUAL_INCOME', ANNUAL_INCOME),
    ...items('SOURCE_OF_FUNDS', SOURCE_OF_FUNDS),
    ...items('BANK', BANKS),
    ...items('ETHNICITY', ETHNICITIES),
    ...items('TITLE', TITLES),
    ...items('STATE', STATES),
    ...items('ID_TYPE', ID_TYPES),
    ...items('MARITAL_STATUS', MARITAL_STATUSES),
    ...items('EMPLOYMENT_STATUS', EMPLOYMENT_STATUSES),
    ...countries(),
    ...exchangeHolidays(),
  ];
  await db.insert(referenceValues).values(values).onConflictDoNothing();
  await db
    .insert(restrictedCountries)
    .values(RESTRICTED.map(([code, reason]) => ({ code, reason })))
    .onConflictDoNothing();
  await db
    .insert(systemParameters)
    .values(SYSTEM_PARAMETERS.map(([category, key, value, description]) => ({ category, key, value, description })))
    .onConflictDoNothing();
}
