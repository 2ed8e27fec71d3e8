import { AsyncLocalStorage } from 'node:async_hooks';
import type * as OidcProviderModule from 'oidc-provider';

export type OidcProviderRuntime = typeof OidcProviderModule & {
  /**
   * Switches off the request context oidc-provider keeps in an AsyncLocalStorage; call it when no provider
   * request is in flight (see mount-fastify). A no-op when the provider has no such context.
   */
  releaseRequestContext(): void;
};

let loading: Promise<OidcProviderRuntime> | undefined;

/**
 * oidc-provider runs each of its requests inside an AsyncLocalStorage (read only by the client ID metadata
 * document feature, which Harta leaves off). On Node 20 the first `run` of any AsyncLocalStorage turns async
 * hooks on for the whole process, for good: from the first login on, every promise of every API request pays
 * for context propagation (about 1 µs each, several percent of a request). `disable()` turns them off again
 * until the next `run`, so the mount calls it whenever the last provider request has finished.
 */
async function loadRequestContext(): Promise<AsyncLocalStorage<unknown> | undefined> {
  try {
    const { default: als } = (await import('oidc-provider/lib/helpers/als.js')) as { default: unknown };
    return als instanceof AsyncLocalStorage ? als : undefined;
  } catch {
    return undefined;
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
      const context = await loadRequestContext();
      return { ...provider, releaseRequestContext: () => context?.disable() };
    } finally {
      console.warn = original;
    }
  })();
  return loading;
}
