import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiPaths, isApiUrl } from '@harta/contracts/paths';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { SecuritySchemes } from './auth/auth-plugin';
import { operationIdOf } from './operation-id';

/** Only the product API (and the settings file) belongs in the document; the identity server has its own discovery. */
function isDocumented(url: string): boolean {
  return isApiUrl(url) || url === '/appsettings.json';
}

type SchemaNode = Record<string, unknown>;

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`, so zod's `nullable: true` on an untyped schema (`z.unknown()`,
 * a union) says nothing to a generator and fails Redocly's `nullable-type-sibling`. A union passes `nullable` on to
 * each typed branch; an enum gets the type of its values; a schema of any value simply drops it (it already
 * allows null). Walks the whole document in place.
 */
export function typedNullables<T>(document: T): T {
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const schema = node as SchemaNode;
    if (schema.nullable === true && schema.type === undefined) {
      const branches = (schema.anyOf ?? schema.oneOf) as SchemaNode[] | undefined;
      const enumTypes = Array.isArray(schema.enum) ? [...new Set(schema.enum.map((v) => typeof v))] : [];
      if (branches) {
        for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
      } else if (enumTypes.length === 1 && ['string', 'number', 'boolean'].includes(enumTypes[0]!)) {
        schema.type = enumTypes[0];
      }
      if (schema.type === undefined) delete schema.nullable;
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}

/**
 * OpenAPI 3 document generated from the routes' zod schemas, served at /api/openapi.json, with Swagger UI at
 * /api/docs when `API_DOCS` allows (off by default in production). Must be registered before the routes it
 * describes. Every operation gets a stable `operationId` here, the one place the document is built, unless its
 * route declares one (docs/architecture.md "API document"); Redocly lints the result in `npm test`.
 */
export const openApiPlugin = fp<{ config: Config; version: string }>(
  async (app, { config, version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Harta API',
          description: 'Robo-advisor API for the Harta web and native app.',
          version,
          license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
        },
        servers: [{ url: config.publicUrl }],
        components: {
          securitySchemes: {
            [SecuritySchemes.bearer]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            [SecuritySchemes.registration]: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: (input) => {
        if (!isDocumented(input.url)) return { schema: { hide: true } as FastifySchema, url: input.url };
        const transformed = jsonSchemaTransform(input);
        const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
        // A route declared without a schema (a test probe, a plain redirect) still gets its operation and its id.
        const schema = (transformed.schema ?? {}) as Record<string, unknown>;
        schema.operationId ??= operationIdOf(method, input.url);
        return { ...transformed, schema: schema as FastifySchema };
      },
      transformObject: (input) => typedNullables(jsonSchemaTransformObject(input)),
    });
    if (config.apiDocs) await app.register(swaggerUi, { routePrefix: ApiPaths.docs });

    app.get(ApiPaths.openapi, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'harta-openapi' },
);
