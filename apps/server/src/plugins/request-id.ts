import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Every request gets a fresh uuid (Fastify `genReqId`, see app.ts). Pino tags each log line with it as
 * `reqId`; this plugin returns it in `x-request-id` so a user or support can quote it, and error bodies carry it.
 * Incoming ids are not trusted: a caller must not be able to forge another request's log trail.
 */
export const generateRequestId = (): string => randomUUID();

export const REQUEST_ID_HEADER = 'x-request-id';

export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'harta-request-id' },
);
