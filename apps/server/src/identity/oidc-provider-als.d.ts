// oidc-provider's request context (see load-oidc-provider); the package ships no types for its helpers.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const als: AsyncLocalStorage<unknown>;
  export default als;
}

// The provider's own refresh_token grant and the helpers it is called with, wrapped by refresh-grace.
declare module 'oidc-provider/lib/actions/grants/refresh_token.js' {
  import type Provider from 'oidc-provider';
  import type { KoaContextWithOIDC } from 'oidc-provider';

  export function handler(provider: Provider, helpers: Record<string, unknown>, ctx: KoaContextWithOIDC): Promise<void>;
  export const parameters: Set<string>;
}

declare module 'oidc-provider/lib/helpers/grants.js' {
  const helpers: Record<string, unknown>;
  export = helpers;
}
