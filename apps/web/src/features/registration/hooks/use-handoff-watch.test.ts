import { describe, expect, it } from 'vitest';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import { watchDecision } from './use-handoff-watch';

const watch = { clientId: 7, fromStep: 4, until: 10_000 };
const summary = (patch: Partial<ClientLoginSummary> = {}): ClientLoginSummary => ({
  clientId: 7,
  emailAddress: 'a@b.co',
  givenName: 'Aisyah',
  status: 'DRAFT',
  guid: 'g',
  currentStep: 4,
  isMobileRegistration: false,
  isQRrefreshButtonEnable: false,
  ...patch,
});

describe('watchDecision (the desktop following the phone)', () => {
  it('waits while the registration stands where it was handed off', () => {
    expect(watchDecision(watch, undefined, 0)).toEqual({ kind: 'wait' });
    expect(watchDecision(watch, summary(), 0)).toEqual({ kind: 'wait' });
  });

  it("follows the phone to the client's current step once it has moved on", () => {
    expect(watchDecision(watch, summary({ currentStep: 5 }), 0)).toEqual({ kind: 'follow', step: 5 });
    expect(watchDecision(watch, summary({ currentStep: 7 }), 0)).toEqual({ kind: 'follow', step: 7 });
  });

  it('stops when the registration left DRAFT, another client is logged in, or the watch ran out', () => {
    expect(watchDecision(watch, summary({ status: 'PENDING', currentStep: 10 }), 0)).toEqual({ kind: 'stop' });
    expect(watchDecision(watch, summary({ clientId: 8, currentStep: 6 }), 0)).toEqual({ kind: 'stop' });
    expect(watchDecision(watch, summary({ currentStep: 5 }), 10_000)).toEqual({ kind: 'stop' });
  });
});
