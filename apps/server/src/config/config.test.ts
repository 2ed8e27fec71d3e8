import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingNames, settingsCatalogue } from './config';

const production = {
  ENVIRONMENT: 'production',
  PUBLIC_URL: 'https://app.harta.my',
  REGISTRATION_BASIC_AUTH: 'reg-user:a-long-registration-secret',
  IDENTITY_COOKIE_KEYS: 'k1-0123456789abcdef,k0-0123456789abcdef',
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  FPX_SANDBOX_SECRET: 'a-long-fpx-sandbox-secret',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('resolves every default in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      redisUrl: undefined,
      environment: 'development',
      logLevel: 'info',
      seedDemo: true,
      demoHistoryYears: 5,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 43_200,
      rateLimitMax: 300,
      trustProxy: false,
      client: {
        switchApiBase: 'http://localhost:8080',
        sessionStorage: 'sessionStorage',
        idlePeriodSeconds: 900,
        timeoutCountdownSeconds: 10,
        supportEmail: 'support@harta.example',
      },
    });
    expect(config.dataDir).toBe(path.resolve('./var'));
    // The public origin and the native wrapper's two (Capacitor: iOS capacitor://, Android https:// with
    // androidScheme 'https'); plain http://localhost would let any page served on a developer's machine in.
    expect(config.corsOrigins).toEqual(['http://localhost:8080', 'capacitor://localhost', 'https://localhost']);
    expect(config.registrationBasicAuth.username).not.toBe('');
    expect(config.identityCookieKeys).toHaveLength(1);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and strips trailing slashes', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://harta.example/' }).publicUrl).toBe('https://harta.example');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SEED_DEMO: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      seedDemo: true,
    });
  });

  it('applies overrides', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://u:p@db:5432/harta',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example:8443',
      REGISTRATION_BASIC_AUTH: 'user:pa:ss',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
      SESSION_STORAGE: 'localStorage',
      SWITCH_API_BASE: 'https://switch.example/',
      CONTACT_URL: 'https://harta.example/contact',
      WEB_DIST_DIR: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://u:p@db:5432/harta',
      redisUrl: 'redis://cache:6379',
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      registrationBasicAuth: { username: 'user', password: 'pa:ss' },
      seedDemo: false,
      trustProxy: 2,
      webDistDir: '/srv/web',
      client: {
        sessionStorage: 'localStorage',
        switchApiBase: 'https://switch.example',
        contactUrl: 'https://harta.example/contact',
      },
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('names every bad variable at once', () => {
    const found = problems({
      PORT: 'eighty',
      PUBLIC_URL: 'ftp://x',
      SEED_DEMO: 'maybe',
      CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
      ENVIRONMENT: 'prod',
      DATABASE_URL: 'mysql://x',
      SESSION_STORAGE: 'cookies',
    });
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'SEED_DEMO',
      'CORS_ORIGINS',
      'ENVIRONMENT',
      'DATABASE_URL',
      'SESSION_STORAGE',
    ]) {
      expect(
        found.some((p) => p.startsWith(`${name}:`)),
        name,
      ).toBe(true);
    }
  });

  it('requires real secrets and a public address in production, and then seeds nothing by default', () => {
    expect(
      problems({ ENVIRONMENT: 'production' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual([
      'FILE_ENCRYPTION_KEY',
      'FPX_SANDBOX_SECRET',
      'IDENTITY_COOKIE_KEYS',
      'PUBLIC_URL',
      'REGISTRATION_BASIC_AUTH',
    ]);
    const config = loadConfig(production);
    expect(config.seedDemo).toBe(false);
    expect(config.identityCookieKeys).toEqual(['k1-0123456789abcdef', 'k0-0123456789abcdef']);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('adds copies of the demo staff members only in development and test', () => {
    expect(loadConfig({}).demoStaffCopies).toBe(0);
    expect(loadConfig({ ENVIRONMENT: 'test', DEMO_STAFF_COPIES: '3' }).demoStaffCopies).toBe(3);
    expect(problems({ ...production, DEMO_STAFF_COPIES: '1' })).toEqual([
      'DEMO_STAFF_COPIES: must be 0 in staging and production',
    ]);
  });

  it('serves the API documentation page outside production only, unless API_DOCS says otherwise', () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('reads the gateway’s trusted addresses and refuses anything that is not an address or CIDR', () => {
    expect(loadConfig({ FPX_TRUSTED_ADDRESSES: '203.0.113.16/29, 2001:db8::1' }).payments.trustedAddresses).toEqual([
      '203.0.113.16/29',
      '2001:db8::1',
    ]);
    expect(() => loadConfig({ FPX_TRUSTED_ADDRESSES: 'gateway.example' })).toThrow(/FPX_TRUSTED_ADDRESSES/);
  });

  it('refuses the development defaults in production', () => {
    const dev = loadConfig({});
    const found = problems({
      ...production,
      REGISTRATION_BASIC_AUTH: `${dev.registrationBasicAuth.username}:${dev.registrationBasicAuth.password}`,
      IDENTITY_COOKIE_KEYS: dev.identityCookieKeys.join(','),
      FILE_ENCRYPTION_KEY: dev.files.encryptionKey.toString('base64'),
      FPX_SANDBOX_SECRET: dev.payments.sandboxSecret,
    });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'FILE_ENCRYPTION_KEY',
      'FPX_SANDBOX_SECRET',
      'IDENTITY_COOKIE_KEYS',
      'REGISTRATION_BASIC_AUTH',
    ]);
  });

  it('reads the file-store, e-KYC and bureau settings', () => {
    expect(problems({ FILE_ENCRYPTION_KEY: 'c2hvcnQ=' })[0]).toMatch(/^FILE_ENCRYPTION_KEY:/);
    expect(problems({ S3_BUCKET: 'docs' })[0]).toMatch(/^S3_ENDPOINT:/);
    expect(problems({ EKYC_SANDBOX_OUTCOME: 'maybe' })[0]).toMatch(/^EKYC_SANDBOX_OUTCOME:/);
    const dev = loadConfig({});
    expect(dev.files.encryptionKey).toHaveLength(32);
    expect(dev.files.s3).toBeUndefined();
    expect(dev.ekyc).toEqual({ sandboxOutcome: 'pass', sandboxDelayMs: 400 });
    const s3 = loadConfig({
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.files.s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'docs',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
  });

  it('rejects a registration pair without a password', () => {
    expect(problems({ REGISTRATION_BASIC_AUTH: 'useronly' })[0]).toMatch(/^REGISTRATION_BASIC_AUTH:/);
  });
});

describe('settings catalogue', () => {
  it('documents exactly the settings the schema reads', () => {
    expect(settingsCatalogue.map((s) => s.name).sort()).toEqual([...settingNames].sort());
  });

  it('is mirrored in the README settings table', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const markdown = readFileSync(path.resolve(here, '../../../../README.md'), 'utf8');
    for (const { name } of settingsCatalogue) expect(markdown, name).toContain(`| \`${name}\``);
  });
});
