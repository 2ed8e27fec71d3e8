import { findUnsafeText } from '@harta/contracts/text-safety';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors/app-error';

/** The parts of a request a route may read strings from, with the name the error's issue path starts with. */
const PARTS = ['params', 'query', 'body'] as const;

function rejectUnsafeText(request: FastifyRequest): void {
  for (const part of PARTS) {
    const path = findUnsafeText(request[part]);
    if (path) {
      throw new ValidationError([
        { path: path.length > 0 ? path.join('.') : part, message: 'validation.controlCharacters' },
      ]);
    }
  }
}

/**
 * Refuses, with 400 VALIDATION_ERROR naming the field, any request whose path parameters, query or parsed body
 * holds a control character other than tab or a line break, or a lone surrogate (contracts text-safety.ts says
 * why: PostgreSQL refuses NUL, and such text is never what a person typed).
 *
 * One app-wide hook rather than a rule in each string schema: it covers every route, with or without a schema,
 * including the ones written next year; the contracts' form schemas carry the same rule so that forms name the
 * field first. It runs before validation, so a refused string never reaches a schema's transforms either.
 * Headers are not walked: Node's HTTP parser already refuses control characters in them. Multipart parts are
 * read by their route (see files/uploads.ts readUpload), which applies the same rule. The identity server answers its
 * own requests in onRequest and never reaches this hook; identity/reject-control-characters.ts guards it.
 */
export const rejectUnsafeTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => rejectUnsafeText(request));
  },
  { name: 'harta-reject-unsafe-text' },
);
