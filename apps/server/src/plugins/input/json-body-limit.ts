import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The largest JSON (or plain-text) body the API reads: 64 KB. No form or call of the API sends more than a few KB
 * (every string of a body has a maximum length at its schema; docs/security.md "Hostile bytes"). Fastify's own
 * limit, 1 MB, stays for everything else: uploads stream through multipart with their own per-file limits (which
 * default to it), and the gateway's form and the payout result file have parsers with limits of their own.
 *
 * A body past this limit answers 413 PAYLOAD_TOO_LARGE with a message before a byte of it is read when its
 * Content-Length says so, and as soon as the count passes the limit otherwise: a 1 MB JSON body used to be read,
 * parsed, walked for control characters and validated before its amount was refused by length, 100–350 ms each
 * on a loaded host (bench/README.md "Request limits").
 */
export const JSON_BODY_LIMIT = 64 * 1024;

export const jsonBodyLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'ignore'),
    );
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
  },
  { name: 'harta-json-body-limit' },
);
