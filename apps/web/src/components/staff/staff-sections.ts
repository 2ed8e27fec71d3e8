import type { StaffRole } from '@harta/contracts/staff-roles';
import { href } from '@harta/contracts/routes';
import { DIVIDEND_READER_ROLES } from '@harta/contracts/schemas/dividends';
import type { TranslationKey } from '../../lib/i18n/resources';

export interface StaffSection {
  labelKey: TranslationKey;
  to: string;
  /** The roles that may use it: the same as the server's routes behind it (docs/backoffice.md, "Staff roles"). */
  roles: readonly StaffRole[];
}

const backoffice = href.to('backoffice');

/**
 * The back-office sections, in the menu's order. The applications list also covers its detail pages; operations
 * and compliance read it too (bank details for payouts, the client behind a closure flag), only reviewers decide.
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { labelKey: 'staff.applications', to: backoffice, roles: ['reviewer', 'operations', 'compliance'] },
  { labelKey: 'staff.referenceData', to: `${backoffice}/reference-data`, roles: ['administrator'] },
  { labelKey: 'staff.payments', to: `${backoffice}/payments`, roles: ['operations'] },
  { labelKey: 'staff.withdrawals', to: `${backoffice}/withdrawals`, roles: ['operations'] },
  { labelKey: 'staff.reconciliation', to: `${backoffice}/reconciliation`, roles: ['operations'] },
  { labelKey: 'staff.tradeRun', to: `${backoffice}/trade-runs`, roles: ['operations'] },
  { labelKey: 'staff.mandates', to: `${backoffice}/mandates`, roles: ['reviewer', 'operations', 'compliance'] },
  // The server's GET route of the universe; asking to change it is for Shariah advisers and administrators.
  {
    labelKey: 'staff.shariahUniverse',
    to: `${backoffice}/shariah`,
    roles: ['shariah_adviser', 'administrator', 'compliance', 'operations', 'reviewer'],
  },
  // Operations declare and pay; the Shariah adviser reads the ratios approved and the purification set aside.
  { labelKey: 'staff.dividends', to: `${backoffice}/dividends`, roles: DIVIDEND_READER_ROLES },
  { labelKey: 'staff.bnmDocuments', to: `${backoffice}/bnm-documents`, roles: ['reviewer', 'compliance'] },
  { labelKey: 'staff.documentReplacements', to: `${backoffice}/document-replacements`, roles: ['reviewer'] },
  { labelKey: 'staff.dataRequests', to: `${backoffice}/data-requests`, roles: ['compliance'] },
  { labelKey: 'staff.appVersions', to: href.to('backofficeAppVersions'), roles: ['administrator'] },
  { labelKey: 'staff.devices', to: href.to('backofficeDevices'), roles: ['operations', 'compliance'] },
  { labelKey: 'staff.staffAccounts', to: `${backoffice}/staff-accounts`, roles: ['administrator'] },
  { labelKey: 'staff.auditLog', to: `${backoffice}/audit-log`, roles: ['compliance'] },
  // Every role decides the requests of its own actions (four eyes, docs/backoffice.md): all see the page.
  {
    labelKey: 'staff.approvals',
    to: `${backoffice}/approvals`,
    roles: ['reviewer', 'operations', 'compliance', 'administrator', 'shariah_adviser'],
  },
];

/** The section a path belongs to: the longest section path it is within ("Applications" is the rest). */
export function sectionOf(pathname: string): StaffSection {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return STAFF_SECTIONS.slice(1).find((s) => within(s.to)) ?? STAFF_SECTIONS[0]!;
}
