import { vi } from 'vitest';
import type {
  ApplicationDetail,
  ApplicationSummary,
  AuditActor,
  BureauCheck,
} from '@harta/contracts/schemas/backoffice';
import { configureHttpClient } from '../../../lib/http/http-config';

export function summary(patch: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    clientId: 3,
    emailAddress: 'pending@example.com',
    givenName: 'Priya',
    surName: 'Nair',
    status: 'PENDING',
    currentStep: 10,
    submittedAt: '2026-11-25T09:30:00.000Z',
    kycPassed: true,
    faceMatchScore: 0.9234,
    isPep: false,
    restrictedCountry: false,
    ...patch,
  };
}

export const staffActor: AuditActor = {
  id: '0b8f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  role: 'STAFF',
  name: 'Nadia Ismail',
  email: 'staff@example.com',
};

export const clientActor: AuditActor = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  role: 'CLIENT',
  name: 'Priya Nair',
  email: 'pending@example.com',
};

export function detail(patch: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...summary(),
    idType: 'MYKAD',
    nric: '900101-14-5678',
    nationality: 'MY',
    dob: '1990-01-01',
    mobileNumber: '+60123456789',
    residentialCountry: 'MY',
    pepDetails: null,
    documents: [
      {
        documentId: '11',
        clientId: 3,
        idType: 'MYKAD',
        documentType: 'ID_FRONT',
        fileName: 'front.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 40_000,
        uploadedAt: '2026-11-20T10:00:00.000Z',
        downloadUrl: '/api/registration/documents/11/file',
      },
    ],
    selfie: null,
    kyc: {
      passed: true,
      attemptsUsed: 1,
      attemptsLeft: 4,
      lastReason: null,
      lastCheckedAt: '2026-11-20T10:05:00.000Z',
    },
    riskLevel: 3,
    bureau: null,
    personal: {
      title: { code: 'MS', label: 'Ms' },
      gender: 'F',
      maritalStatus: { code: 'SINGLE', label: 'Single' },
      spouseName: null,
      ethnicity: { code: 'INDIAN', label: 'Indian' },
      idType: { code: 'MYKAD', label: 'MyKad' },
      nationality: { code: 'MY', label: 'Malaysia' },
    },
    contact: {
      mobileNumber: '+60123456789',
      mobileVerified: true,
      mobileVerifiedBy: 'sms',
      addressLine1: '12 Jalan Tun Razak',
      addressLine2: 'Unit 3A',
      postcode: '50400',
      city: 'Kuala Lumpur',
      state: { code: 'KUL', label: 'W.P. Kuala Lumpur' },
      country: { code: 'MY', label: 'Malaysia' },
    },
    financial: {
      employmentStatus: { code: 'EMPLOYED', label: 'Employed' },
      occupation: { code: 'PROFESSIONAL', label: 'Professional (doctor, lawyer, engineer, accountant …)' },
      businessType: { code: 'ICT', label: 'Information and communication' },
      employerName: 'Demo Sdn Bhd',
      annualIncome: { code: 'INC_60K_120K', label: 'RM60,001 to RM120,000' },
      netWorth: { code: 'NW_100K_500K', label: 'RM100,000 to RM500,000' },
      sourceOfFunds: { code: 'SALARY', label: 'Salary or wages' },
      bank: { code: 'MBB', label: 'Maybank' },
      bankAccountMasked: '•••• 3344',
      bankAccountHolderName: 'Priya Nair',
      bankAccountVerified: true,
      taxResidency: { code: 'MY', label: 'Malaysia' },
      taxIdentificationNumber: null,
      isUsPerson: false,
      hasDomesticRinggitBorrowing: true,
      borrowingUndertakingAt: '2026-11-20T02:00:00.000Z',
    },
    knowledge: {
      hasFinanceEducation: false,
      investmentExperience: 'Y1_3',
      instrumentsTraded: ['UNIT_TRUST', 'ETF'],
      understandsRisk: true,
      understandsCurrencyRisk: true,
      riskCap: 4,
    },
    investmentProfile: {
      answers: {
        horizon: 'Y5_10',
        goal: 'BALANCED',
        reaction: 'HOLD',
        savingsShare: 'P25_50',
        incomeStability: 'STABLE',
      },
      score: 12,
      scoredRiskLevel: 3,
      maxRiskLevel: 3,
      capReason: null,
      riskLevel: 3,
      portfolio: {
        name: 'Balanced',
        description: 'Equal parts growth and income.',
        expectedReturn: '0.0650',
        volatility: '0.1000',
        allocations: [
          {
            ticker: 'VT',
            name: 'Vanguard Total World Stock ETF',
            assetClass: 'EQUITY',
            currency: 'USD',
            exchange: 'NYSE Arca',
            weightBps: 6000,
            weightPercent: '60.00',
          },
          {
            ticker: '0800EA',
            name: 'ABF Malaysia Bond Index Fund',
            assetClass: 'FIXED_INCOME',
            currency: 'MYR',
            exchange: 'Bursa Malaysia',
            weightBps: 4000,
            weightPercent: '40.00',
          },
        ],
      },
    },
    decision: null,
    history: [
      { at: '2026-11-25T09:30:00.000Z', actor: clientActor, action: 'registration.submit', details: null },
      {
        at: '2026-11-25T09:00:00.000Z',
        actor: { id: 'registration', role: 'SYSTEM', name: null, email: null },
        action: 'something.new',
        details: { documentType: 'SELFIE', attempts: 2 },
      },
    ],
    ...patch,
  };
}

export function bureau(patch: Partial<BureauCheck> = {}): BureauCheck {
  return {
    clientId: 3,
    reference: 'EXP-123',
    checkedAt: '2026-11-26T08:00:00.000Z',
    creditScore: 742,
    riskGrade: 'LOW',
    bankruptcy: false,
    legalCases: 0,
    specialAttentionAccount: false,
    recommendation: 'CLEAR',
    summary: 'No adverse records found.',
    sandbox: true,
    ...patch,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * A fake API: `routes` maps "METHOD /path" to a handler returning the JSON body (or a Response). Every call is
 * recorded with its URL, method, headers and parsed body.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; headers: Record<string, string>; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ result: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'staff-token' });
  return { fetchMock, calls };
}
