import type { Language } from '@harta/contracts/languages';

/**
 * The seeded reference lists in Malay (docs/languages.md "Reference texts from the server"): for each type, each
 * seeded code's English name (as seeded) and its Malay name. A Malay reader gets the Malay name while the stored name
 * is still the seeded English one; a name staff have changed, or a code they added, is shown as they wrote it.
 * Countries are named by the runtime's ICU data in Malay, as they are seeded from it in English. Banks and states
 * are proper names and stay as they are.
 */
type Names = Record<string, readonly [en: string, ms: string]>;

const MALAY: Record<string, Names> = {
  BUSINESS_TYPE: {
    AGRICULTURE: ['Agriculture, forestry and fishing', 'Pertanian, perhutanan dan perikanan'],
    MINING: ['Mining and quarrying', 'Perlombongan dan pengkuarian'],
    MANUFACTURING: ['Manufacturing', 'Pembuatan'],
    UTILITIES: ['Electricity, gas and water', 'Elektrik, gas dan air'],
    CONSTRUCTION: ['Construction', 'Pembinaan'],
    TRADE: ['Wholesale and retail trade', 'Perdagangan borong dan runcit'],
    TRANSPORT: ['Transport and logistics', 'Pengangkutan dan logistik'],
    HOSPITALITY: ['Accommodation and food services', 'Penginapan dan perkhidmatan makanan'],
    ICT: ['Information and communication', 'Maklumat dan komunikasi'],
    FINANCE: ['Financial services and insurance', 'Perkhidmatan kewangan dan insurans'],
    REAL_ESTATE: ['Real estate', 'Hartanah'],
    PROFESSIONAL: [
      'Professional, scientific and technical services',
      'Perkhidmatan profesional, saintifik dan teknikal',
    ],
    GOVERNMENT: ['Public administration and defence', 'Pentadbiran awam dan pertahanan'],
    EDUCATION: ['Education', 'Pendidikan'],
    HEALTH: ['Health and social work', 'Kesihatan dan kerja sosial'],
    ARTS: ['Arts, entertainment and recreation', 'Kesenian, hiburan dan rekreasi'],
    MONEY_SERVICES: [
      'Money services business (remittance, money changing)',
      'Perniagaan perkhidmatan wang (kiriman wang, pengurup wang)',
    ],
    GAMING: ['Gaming and casinos', 'Perjudian dan kasino'],
    JEWELLERY: ['Precious metals and jewellery', 'Logam berharga dan barang kemas'],
    OTHER: ['Other', 'Lain-lain'],
  },
  OCCUPATION: {
    MANAGER: ['Manager or executive', 'Pengurus atau eksekutif'],
    PROFESSIONAL: [
      'Professional (doctor, lawyer, engineer, accountant …)',
      'Profesional (doktor, peguam, jurutera, akauntan …)',
    ],
    TECHNICIAN: ['Technician or associate professional', 'Juruteknik atau profesional bersekutu'],
    CLERICAL: ['Clerical support', 'Sokongan perkeranian'],
    SALES_SERVICE: ['Sales or service worker', 'Pekerja jualan atau perkhidmatan'],
    SKILLED_TRADE: ['Skilled trade or craft worker', 'Pekerja mahir atau kraf'],
    OPERATOR: ['Plant or machine operator', 'Pengendali loji atau mesin'],
    CIVIL_SERVANT: ['Civil servant', 'Penjawat awam'],
    ARMED_FORCES: ['Armed forces or police', 'Angkatan tentera atau polis'],
    BUSINESS_OWNER: ['Business owner', 'Pemilik perniagaan'],
    FREELANCER: ['Freelancer or gig worker', 'Pekerja bebas atau gig'],
    OTHER: ['Other', 'Lain-lain'],
  },
  NET_WORTH: {
    NW_LT_100K: ['Below RM100,000', 'Bawah RM100,000'],
    NW_100K_500K: ['RM100,000 to RM500,000', 'RM100,000 hingga RM500,000'],
    NW_500K_1M: ['RM500,001 to RM1,000,000', 'RM500,001 hingga RM1,000,000'],
    NW_1M_3M: ['RM1,000,001 to RM3,000,000', 'RM1,000,001 hingga RM3,000,000'],
    NW_GT_3M: ['Above RM3,000,000', 'Melebihi RM3,000,000'],
  },
  ANNUAL_INCOME: {
    INC_LT_24K: ['Below RM24,000', 'Bawah RM24,000'],
    INC_24K_60K: ['RM24,000 to RM60,000', 'RM24,000 hingga RM60,000'],
    INC_60K_120K: ['RM60,001 to RM120,000', 'RM60,001 hingga RM120,000'],
    INC_120K_300K: ['RM120,001 to RM300,000', 'RM120,001 hingga RM300,000'],
    INC_GT_300K: ['Above RM300,000', 'Melebihi RM300,000'],
  },
  SOURCE_OF_FUNDS: {
    SALARY: ['Salary or wages', 'Gaji atau upah'],
    BUSINESS: ['Business income', 'Pendapatan perniagaan'],
    SAVINGS: ['Savings', 'Simpanan'],
    INVESTMENTS: ['Investment returns', 'Pulangan pelaburan'],
    INHERITANCE: ['Inheritance or gift', 'Warisan atau hadiah'],
    PENSION: ['Pension or retirement fund', 'Pencen atau dana persaraan'],
    SALE_OF_ASSETS: ['Sale of property or other assets', 'Jualan hartanah atau aset lain'],
    OTHER: ['Other', 'Lain-lain'],
  },
  ETHNICITY: {
    MALAY: ['Malay', 'Melayu'],
    CHINESE: ['Chinese', 'Cina'],
    INDIAN: ['Indian', 'India'],
    OTHERS: ['Others', 'Lain-lain'],
  },
  TITLE: {
    MR: ['Mr', 'Encik'],
    MRS: ['Mrs', 'Puan'],
    MS: ['Ms', 'Cik'],
    MDM: ['Mdm', 'Puan'],
  },
  ID_TYPE: {
    MYPR: ['MyPR (permanent resident)', 'MyPR (penduduk tetap)'],
    MYKAS: ['MyKAS (temporary resident)', 'MyKAS (penduduk sementara)'],
    PASSPORT: ['Passport', 'Pasport'],
  },
  MARITAL_STATUS: {
    SINGLE: ['Single', 'Bujang'],
    MARRIED: ['Married', 'Berkahwin'],
    DIVORCED: ['Divorced', 'Bercerai'],
    WIDOWED: ['Widowed', 'Balu/Duda'],
  },
  EMPLOYMENT_STATUS: {
    EMPLOYED: ['Employed', 'Bekerja'],
    SELF_EMPLOYED: ['Self-employed', 'Bekerja sendiri'],
    UNEMPLOYED: ['Not employed', 'Tidak bekerja'],
    STUDENT: ['Student', 'Pelajar'],
    RETIRED: ['Retired', 'Bersara'],
    HOMEMAKER: ['Homemaker', 'Suri rumah'],
  },
};

let englishRegions: Intl.DisplayNames | undefined;
let malayRegions: Intl.DisplayNames | undefined;

/** A reference value's name for the reader: in Malay where there is one and the stored name is still the seeded one. */
export function referenceName(type: string, code: string, stored: string, language: Language): string {
  if (language === 'en') return stored;
  if (type === 'COUNTRY') {
    englishRegions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    malayRegions ??= new Intl.DisplayNames(['ms'], { type: 'region' });
    try {
      return englishRegions.of(code) === stored ? (malayRegions.of(code) ?? stored) : stored;
    } catch {
      return stored;
    }
  }
  const names = MALAY[type]?.[code];
  return names && names[0] === stored ? names[1] : stored;
}
