import type { Db } from '../../db/connection';
import { statementTexts, type StatementTexts } from './statement-texts';
import { findSystemParameter } from '../reference-data/reference-data.repository';

/**
 * The regulatory footer of every statement page (docs/returns.md "Statements"). The firm's own particulars are
 * system parameters (category STATEMENT), editable by staff without a release, because they change with the
 * licence and the complaints desk, not with the code:
 * - LICENCE_LINE: the firm's name, company number and Capital Markets Services Licence;
 * - COMPLAINTS_CONTACT: where a client complains first;
 * - ERROR_REPORT_DAYS: how long the client has to report an error in the statement.
 * The fixed sentences (risk warning, not protected by PIDM, SIDREC as the next step) are the same for every firm.
 */
export interface StatementFooter {
  licenceLine: string;
  complaintsContact: string;
  errorReportDays: number;
}

export const DEFAULT_FOOTER: StatementFooter = {
  licenceLine:
    'Harta Digital Sdn Bhd (Company No. 000000-X), holder of a Capital Markets Services Licence for fund management (digital investment management) issued by the Securities Commission Malaysia.',
  complaintsContact: 'support@harta.example, +60 3-0000 0000',
  errorReportDays: 14,
};

export async function loadStatementFooter(db: Db): Promise<StatementFooter> {
  const [licence, contact, days] = await Promise.all([
    findSystemParameter(db, 'STATEMENT', 'LICENCE_LINE'),
    findSystemParameter(db, 'STATEMENT', 'COMPLAINTS_CONTACT'),
    findSystemParameter(db, 'STATEMENT', 'ERROR_REPORT_DAYS'),
  ]);
  const reportDays = days ? Number(days.value) : NaN;
  return {
    licenceLine: licence?.value.trim() || DEFAULT_FOOTER.licenceLine,
    complaintsContact: contact?.value.trim() || DEFAULT_FOOTER.complaintsContact,
    errorReportDays: Number.isInteger(reportDays) && reportDays > 0 ? reportDays : DEFAULT_FOOTER.errorReportDays,
  };
}

/** The default licence line in Malay; a line staff wrote themselves is printed as they wrote it. */
const DEFAULT_LICENCE_LINE_MS =
  'Harta Digital Sdn Bhd (No. Syarikat 000000-X), pemegang Lesen Perkhidmatan Pasaran Modal bagi pengurusan dana (pengurusan pelaburan digital) yang dikeluarkan oleh Suruhanjaya Sekuriti Malaysia.';

/** The footer's sentences, in the order they are printed, in the statement's language. */
export function footerLines(footer: StatementFooter, texts: StatementTexts = statementTexts('en')): string[] {
  const licence =
    texts.language === 'ms' && footer.licenceLine === DEFAULT_FOOTER.licenceLine
      ? DEFAULT_LICENCE_LINE_MS
      : footer.licenceLine;
  return [
    licence,
    texts.t('riskWarning'),
    texts.t('errorReport', { days: footer.errorReportDays }),
    texts.t('complaints', { contact: footer.complaintsContact }),
  ];
}
