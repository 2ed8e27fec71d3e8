import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { identitySuite } from './test-harness';

/** Discovery promises only what the grants keep (ADR 0004). */
describe.each(testDatabases())('discovery ($name)', ({ open }) => {
  const suite = identitySuite(open);

  it('does not advertise DPoP, which the grants neither check nor bind', async () => {
    const res = await fetch(`${suite.server.base}/identity/.well-known/openid-configuration`);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.grant_types_supported).toContain('password');
    expect(discovery).not.toHaveProperty('dpop_signing_alg_values_supported');
  });
});
