import { AsyncLocalStorage } from 'node:async_hooks';
import type * as OidcProviderModule from 'oidc-provider';

export type OidcProviderRuntime = typeof OidcProviderModule & {
  /**
   * Runs one provider request (see mount-fastify). When the last request in flight, of any provider instance,
   * has finished, the provider's request context is switched off (see loadRequestContext).
   */
  trackRequest(handle: () => Promise<void>): Promise<void>;
};

let loading: Promise<OidcProviderRuntime> | undefined;

/**
 * oidc-provider runs each of its requests inside an AsyncLocalStorage: its models read the request context from it
 * (token lifetimes, extra token claims, opaque token length …). On Node 20 the first `run` of any
 * AsyncLocalStorage turns async hooks on for the whole process, for good: from the first login on, every promise of
 * every API request pays for context propagation (about a tenth of the CPU of a getClientBasicInfo call).
 * `disable()` turns them off again until the next `run`, so it is called whenever no provider request is in flight;
 * the next provider request's `run` turns them back on. If a later version moves or drops this module, nothing is
 * switched off and nothing else changes.
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
      let inFlight = 0;
      const trackRequest = async (handle: () => Promise<void>) => {
        inFlight += 1;
        try {
          await handle();
        } finally {
          inFlight -= 1;
          if (inFlight === 0) context?.disable();
        }
      };
      return { ...provider, trackRequest };
    } finally {
      console.warn = original;
    }
  })();
  return loading;
}
