import { describe, expect, it } from 'vitest';
import type { MobileAppVersionInfo } from '@harta/contracts/schemas/native';
import { decideUpdate } from './update-decision';

const info = (patch: Partial<MobileAppVersionInfo> = {}): MobileAppVersionInfo => ({
  latest: '1.10.0',
  url: 'https://play.google.com/store/apps/details?id=my.harta.app',
  blacklist: ['1.0.0', '1.2'],
  alerts: {
    mandatory: { title: 'Update required', text: 'Please update to continue.' },
    optional: { title: 'Update available', text: 'A new version is out.' },
  },
  ...patch,
});

describe('decideUpdate', () => {
  it('forces the update of a blacklisted version, with the mandatory alert', () => {
    expect(decideUpdate('1.0.0', info())).toEqual({
      kind: 'mandatory',
      title: 'Update required',
      text: 'Please update to continue.',
      url: info().url,
      latest: '1.10.0',
    });
  });

  it('matches blacklist entries by value (1.2 blacklists 1.2.0)', () => {
    expect(decideUpdate('1.2.0', info()).kind).toBe('mandatory');
  });

  it('a blacklisted version is forced even when it is not older than latest', () => {
    expect(decideUpdate('2.0.0', info({ blacklist: ['2.0.0'] })).kind).toBe('mandatory');
  });

  it('offers a newer latest version as an optional update, with the optional alert', () => {
    expect(decideUpdate('1.9.9', info())).toMatchObject({
      kind: 'optional',
      title: 'Update available',
      text: 'A new version is out.',
    });
  });

  it('asks nothing of the latest version or a newer one', () => {
    expect(decideUpdate('1.10.0', info())).toEqual({ kind: 'none' });
    expect(decideUpdate('1.10.1', info())).toEqual({ kind: 'none' });
    expect(decideUpdate('1.10', info())).toEqual({ kind: 'none' });
  });

  it('stays silent when something cannot be read', () => {
    expect(decideUpdate('unknown', info())).toEqual({ kind: 'none' });
    expect(decideUpdate('1.0.1', info({ latest: 'soon', blacklist: ['junk'] }))).toEqual({ kind: 'none' });
  });
});
