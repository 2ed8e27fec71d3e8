import type * as OidcProviderModule from 'oidc-provider';

export type OidcProviderRuntime = typeof OidcProviderModule;

let loading: Promise<OidcProviderRuntime> | undefined;

/**
 * Loads oidc-provider once. Its entry module prints "Unsupported runtime" on Node 20 at import time; the
 * provider works on Node 20 (see GUIDE section 8), so that single line is dropped while the module evaluates.
 * Every other warning passes through untouched.
 */
export function loadOidcProvider(): Promise<OidcProviderRuntime> {
  loading ??= (async () => {
    const original = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      original(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = original;
    }
  })();
  return loading;
}
