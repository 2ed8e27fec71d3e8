import { vi } from 'vitest';
import type { ApplicationDetail, ApplicationSummary, BureauCheck } from '@harta/contracts/schemas/backoffice';
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
        documentId: 11,
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
    decision: null,
    history: [
      { at: '2026-11-25T09:30:00.000Z', actor: 'pending@example.com', action: 'registration.submit' },
      { at: '2026-11-25T09:00:00.000Z', actor: 'pending@example.com', action: 'something.new' },
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
