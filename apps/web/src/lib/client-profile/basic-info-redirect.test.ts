import { describe, expect, it } from 'vitest';
import { basicInfoRedirect } from './basic-info-redirect';

describe('basicInfoRedirect', () => {
  it('sends a PENDING profile to app-pending/PENDING', () => {
    expect(basicInfoRedirect('PENDING', '/dashboard')).toBe('/app-pending/PENDING');
  });

  it('does nothing when already there', () => {
    expect(basicInfoRedirect('PENDING', '/app-pending/PENDING')).toBeNull();
  });

  it.each(['ACTIVE', 'DRAFT', undefined, null])('does nothing for %s', (status) => {
    expect(basicInfoRedirect(status, '/dashboard')).toBeNull();
  });
});
