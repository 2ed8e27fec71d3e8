import type { FastifyInstance } from 'fastify';

/** FPX messages are small; anything bigger is not one. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * FPX posts its messages as HTML forms (application/x-www-form-urlencoded). Registered inside the gateway's own
 * route plugins only (Fastify encapsulation), so no other route starts accepting form bodies. A repeated field
 * keeps its first value; every value is a string.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // No prototype: a field called __proto__ or constructor is just a field.
      const fields = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}
