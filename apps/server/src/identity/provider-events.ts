import type { EventEmitter } from 'node:events';
import type Provider from 'oidc-provider';
import type { IdentityLogger } from './logger';

/** Routes the provider's events to our logger (and keeps Koa from printing errors to the console). */
export function watchProviderEvents(provider: Provider, logger: IdentityLogger): void {
  provider.on('server_error', (_ctx, err) => logger.error({ err }, 'identity: server error'));
  // Koa's own 'error' event is missing from the provider's typings.
  (provider as unknown as EventEmitter).on('error', (err: unknown) =>
    logger.error({ err }, 'identity: unhandled error'),
  );
  provider.on('grant.error', (_ctx, err) =>
    logger.debug?.({ error: err.error, detail: err.error_detail }, 'identity: token request refused'),
  );
  provider.on('grant.revoked', (_ctx, grantId) => logger.debug?.({ grantId }, 'identity: grant revoked'));
}
