import { AsyncLocalStorage } from 'node:async_hooks';
import type * as OidcProviderModule from 'oidc-provider';

export type OidcProviderRuntime = typeof OidcProviderModule;

let loading: Promise<OidcProviderRuntime> | undefined;

/**
 * oidc-provider runs each of its requests inside an AsyncLocalStorage whose store only the client ID metadata
 * document feature reads (Harta leaves it off: provider-config). On Node 20 entering any AsyncLocalStorage turns
 * promise hooks on for the whole process, and while logins keep arriving they stay on: every promise of every
 * request then pays for context propagation. So that one storage's `run` just calls its callback. If a later
 * version moves or drops the module, nothing is changed and everything still works, only a little slower.
 */
async function bypassRequestContext(): Promise<boolean> {
  try {
    const { default: als } = (await import('oidc-provider/lib/helpers/als.js')) as { default: unknown };
    if (!(als instanceof AsyncLocalStorage)) return false;
    als.run = ((_store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      callback(...args)) as typeof als.run;
    return true;
  } catch {
    return false;
  }
}

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
      const provider = await import('oidc-provider');
      await bypassRequestContext();
      return provider;
    } finally {
      console.warn = original;
    }
  })();
  return loading;
}
