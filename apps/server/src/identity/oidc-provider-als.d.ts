// oidc-provider's request context (see load-oidc-provider); the package ships no types for its helpers.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const als: AsyncLocalStorage<unknown>;
  export default als;
}
