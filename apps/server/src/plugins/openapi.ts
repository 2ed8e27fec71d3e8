import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiPaths, isApiUrl } from '@harta/contracts/paths';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { SecuritySchemes } from './auth/auth-plugin';

/** Only the product API (and the settings file) belongs in the document; the identity server has its own discovery. */
function isDocumented(url: string): boolean {
  return isApiUrl(url) || url === '/appsettings.json';
}

/**
 * OpenAPI 3 document generated from the routes' zod schemas, served at /api/openapi.json, with Swagger UI at
 * /api/docs. Must be registered before the routes it describes.
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
        return jsonSchemaTransform(input);
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: ApiPaths.docs });

    app.get(ApiPaths.openapi, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'harta-openapi' },
);
