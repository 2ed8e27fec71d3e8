import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCallbackRefusals, trustedAddressCheck } from './callback-refusals';

function recordingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('gateway callback refusals', () => {
  it('throttles a source once its minute budget of refusals is spent, until the minute is over', () => {
    let clock = 0;
    const { log } = recordingLog();
    const refusals = createCallbackRefusals({ trusted: [], refusalsPerMinute: 3, log, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(refusals.throttled('203.0.113.9')).toBe(false);
      refusals.refused('203.0.113.9', 'signature', {});
    }
    expect(refusals.throttled('203.0.113.9')).toBe(true);
    // Another source has its own budget.
    expect(refusals.throttled('203.0.113.10')).toBe(false);
    clock += 60_000;
    expect(refusals.throttled('203.0.113.9')).toBe(false);
  });

  it('never throttles the trusted addresses', () => {
    const { log } = recordingLog();
    const refusals = createCallbackRefusals({ trusted: ['198.51.100.0/24'], refusalsPerMinute: 1, log });
    for (let i = 0; i < 10; i++) refusals.refused('198.51.100.7', 'stale', {});
    expect(refusals.throttled('198.51.100.7')).toBe(false);
    expect(refusals.throttled('::ffff:198.51.100.7')).toBe(false);
  });

  it('logs the first refusal of a source’s minute, then one line with the count of the rest', () => {
    let clock = 0;
    const { log, lines } = recordingLog();
    const refusals = createCallbackRefusals({ trusted: [], refusalsPerMinute: 5, log, now: () => clock });
    for (let i = 0; i < 1_000; i++) {
      if (!refusals.throttled('203.0.113.9')) refusals.refused('203.0.113.9', i % 2 ? 'signature' : 'mismatch', {});
    }
    expect(lines.map((l) => l.message)).toEqual(['refused a gateway callback']);
    clock += 60_001;
    refusals.flush();
    expect(lines).toHaveLength(2);
    expect(lines[1]!.fields).toMatchObject({
      source: '203.0.113.9',
      refused: { signature: 2, mismatch: 2, throttled: 995 },
    });
  });

  it('tracks a bounded number of sources, summarising the oldest it drops', () => {
    const { log, lines } = recordingLog();
    const refusals = createCallbackRefusals({ trusted: [], refusalsPerMinute: 5, log, maxSources: 2 });
    for (const source of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      refusals.refused(source, 'signature', {});
      refusals.refused(source, 'signature', {});
    }
    const summaries = lines.filter((l) => l.message === 'refused more gateway callbacks from one source');
    expect(summaries.map((l) => l.fields)).toEqual([expect.objectContaining({ source: '203.0.113.1' })]);
  });
});

describe('trusted addresses', () => {
  it('matches addresses and CIDRs, IPv4 and IPv6, and nothing else', () => {
    const trusted = trustedAddressCheck(['198.51.100.0/24', '203.0.113.7', '2001:db8::/32']);
    expect(trusted('198.51.100.250')).toBe(true);
    expect(trusted('203.0.113.7')).toBe(true);
    expect(trusted('203.0.113.8')).toBe(false);
    expect(trusted('2001:db8::1')).toBe(true);
    expect(trusted('2001:db9::1')).toBe(false);
    expect(trusted('not an address')).toBe(false);
  });
});
