import type { BnmDocument } from '@harta/contracts/schemas/bnm-documents';
import type { AppSettings } from '@harta/contracts/settings';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import type { PersonalInformation } from '@harta/contracts/schemas/registration-personal';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';

export const testSettings: AppSettings = {
  apiBase: '',
  switchApiBase: '',
  identityServer: 'http://localhost/identity',
  clientId: 'harta-app',
  scope: 'openid profile harta-api roles offline_access',
  redirectUri: 'http://localhost/',
  clientAppUrl: 'http://localhost/',
  storage: 'sessionStorage',
  idlePeriod: 900,
  timeoutCountdown: 10,
  environment: 'sandbox',
  supportEmail: 'support@harta.test',
  marketingSiteUrl: 'https://harta.test',
  faqUrl: 'https://harta.test/faq',
  contactUrl: 'https://harta.test/contact',
  registrationAuth: 'aGFydGEtcmVnaXN0cmF0aW9uOmhhcnRhLWRldi1yZWdpc3RyYXRpb24tc2VjcmV0',
};

/** The login summary of an approved (ACTIVE) client, as getClientLoginById answers it. */
export const activeClient: ClientLoginSummary = {
  clientId: 7,
  emailAddress: 'demo@example.com',
  givenName: 'Aisyah',
  status: 'ACTIVE',
  guid: 'g',
  currentStep: 10,
  isMobileRegistration: false,
  isQRrefreshButtonEnable: false,
};

/** A central-bank approval document awaiting review, as bnmGet answers it (the client's and the staff tests). */
export function bnmDocument(patch: Partial<BnmDocument> = {}): BnmDocument {
  const id = patch.id ?? 'c3b7a0de-0000-4000-8000-000000000001';
  return {
    id,
    clientId: 7,
    status: 'SUBMITTED',
    fileName: 'approval.pdf',
    contentType: 'application/pdf',
    sizeBytes: 30_000,
    description: null,
    uploadedAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    reviewedAt: null,
    validFrom: null,
    validUntil: null,
    rejectReason: null,
    viewUrl: `/bnmView/${id}`,
    ...patch,
  };
}

/** Saved personal information (step 5) of a MyKad holder, Daniel Tan. */
export function savedPersonal(patch: Partial<PersonalInformation> = {}): PersonalInformation {
  return {
    clientId: 7,
    personalInformationId: 1,
    title: 'MR',
    givenName: 'Daniel',
    surName: 'Tan',
    country: 'MY',
    idType: 'MYKAD',
    nric: '900101-14-5677',
    gender: 'M',
    dob: '1990-01-01',
    martialStatus: 'SINGLE',
    spouseName: null,
    spouseNRIC: null,
    ethnicity: 'CHINESE',
    isPep: false,
    pepDetails: null,
    createdBy: 'daniel@example.com',
    modifiedBy: 'daniel@example.com',
    ...patch,
  };
}

/**
 * A monthly RM 200 schedule with an approved mandate, as the recurring-deposit endpoints answer it (the client's
 * list and the back office's mandates, which add the client's name).
 */
export function recurringDepositView(patch: Partial<RecurringDepositView> = {}): RecurringDepositView {
  return {
    guid: '99999999-8888-4777-8666-555555555555',
    portfolioGuid: '11111111-2222-4333-8444-555555555555',
    goalName: 'Retirement',
    amount: '200.00',
    frequency: 'monthly',
    dayOfMonth: 5,
    dayOfWeek: null,
    startDate: '2026-12-01',
    status: 'active',
    statusReason: null,
    bank: { id: 'MBB', name: 'Maybank' },
    mandate: { reference: 'MDT-0001', maxAmount: '500.00', expiresOn: '2031-12-01', status: 'approved' },
    nextCollection: { date: '2026-12-05', amount: '200.00' },
    lastCollection: null,
    createdAt: '2026-11-29T01:00:00Z',
    ...patch,
  };
}
