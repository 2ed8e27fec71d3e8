import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  referenceItemCreateRequestSchema,
  referenceItemParamsSchema,
  referenceItemResponseSchema,
  referenceItemUpdateRequestSchema,
  referenceListItemsResponseSchema,
  referenceListParamsSchema,
  referenceListsResponseSchema,
} from '@harta/contracts/schemas/reference-data-admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import { createReferenceDataAdminService, type Actor } from './reference-data-admin.service';

export interface ReferenceDataAdminRoutesOptions {
  db: Db;
}

const paths = ApiPaths.backofficeReferenceData;
/** Route patterns from the contracts builders (calling them with ':list' would percent-encode the colon). */
const LIST = paths.items('__list__').replace('__list__', ':list');
const item = (build: (list: string, code: string) => string) =>
  build('__list__', '__code__').replace('__list__', ':list').replace('__code__', ':code');

const tags = ['Back office: reference data'];

function actorOf(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { userId: user.sub, email: user.email ?? null, requestId: request.id };
}

/** Staff see their own edits at once, whatever sits between them and the server. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * Staff editing of the dropdowns, system parameters and restricted countries (docs/backoffice.md). auth
 * 'staff' on every route (a client token answers 403); every change is audited by the service.
 */
export const referenceDataAdminRoutes: FastifyPluginAsyncZod<ReferenceDataAdminRoutesOptions> = async (app, { db }) => {
  const service = createReferenceDataAdminService(db);

  app.get(
    paths.lists,
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags,
        summary: 'Staff: every reference list (dropdown types, SYSTEM_PARAMETER, RESTRICTED_COUNTRY) with counts',
        response: { 200: referenceListsResponseSchema },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { result: await service.lists() };
    },
  );

  app.get(
    LIST,
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags,
        summary: "Staff: a list's items in display order, inactive ones included",
        params: referenceListParamsSchema,
        response: { 200: referenceListItemsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { result: await service.items(request.params.list) };
    },
  );

  app.post(
    LIST,
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags,
        summary: 'Staff: add an item (400 by the list’s rules, 409 DUPLICATE_CODE or FIXED_CODES); audit-logged',
        params: referenceListParamsSchema,
        body: referenceItemCreateRequestSchema,
        response: {
          200: referenceItemResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({ result: await service.create(request.params.list, request.body, actorOf(request)) }),
  );

  app.put(
    item(paths.item),
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags,
        summary: "Staff: edit an item's label, value and order (never its code); audit-logged with before and after",
        params: referenceItemParamsSchema,
        body: referenceItemUpdateRequestSchema,
        response: { 200: referenceItemResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      result: await service.update(request.params.list, request.params.code, request.body, actorOf(request)),
    }),
  );

  const activation = (active: boolean) => ({
    config: { auth: 'staff' as const, staffRoles: ['administrator'] as const },
    schema: {
      tags,
      summary: active
        ? 'Staff: reactivate an item (listed and accepted again); audit-logged'
        : 'Staff: deactivate an item (hidden from the public lists and refused by registration; never deleted); audit-logged',
      params: referenceItemParamsSchema,
      response: { 200: referenceItemResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
    },
  });

  app.post(item(paths.deactivate), activation(false), async (request) => ({
    result: await service.setActive(request.params.list, request.params.code, false, actorOf(request)),
  }));

  app.post(item(paths.reactivate), activation(true), async (request) => ({
    result: await service.setActive(request.params.list, request.params.code, true, actorOf(request)),
  }));
};
