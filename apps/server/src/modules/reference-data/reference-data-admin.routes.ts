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
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { isFourEyesSwitch, referenceChangeNeedsFourEyes } from './four-eyes-reference-data';
import { createReferenceDataAdminService, type Actor } from './reference-data-admin.service';
import { referenceChangeDraft, registerReferenceDataApprovals, type ReferenceChange } from './reference-data-approvals';

export interface ReferenceDataAdminRoutesOptions {
  db: Db;
  approvals: Approvals;
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
 * 'staff' on every route (a client token answers 403); every change is audited by the service. Changes to fees,
 * limits, cut-offs, the holiday calendar and the four-eyes switches go through four eyes (four-eyes-reference-data.ts,
 * docs/backoffice.md "Four eyes"): 202 with the request instead of the change.
 */
export const referenceDataAdminRoutes: FastifyPluginAsyncZod<ReferenceDataAdminRoutesOptions> = async (
  app,
  { db, approvals },
) => {
  const service = createReferenceDataAdminService(db);
  registerReferenceDataApprovals(approvals);

  /** A change: sent for approval when it needs four eyes, else made now (the answer is the item either way). */
  async function edit(
    request: FastifyRequest,
    reply: FastifyReply,
    change: ReferenceChange,
    direct: () => Promise<unknown>,
  ) {
    const code = 'code' in change ? change.code : String((change.body as { code?: unknown } | null)?.code ?? '');
    if (!referenceChangeNeedsFourEyes(change.list, code)) return reply.send({ result: await direct() });
    const draft = await referenceChangeDraft(db, change, actorOf(request));
    const answer = await approvals.submit(request, draft, { always: isFourEyesSwitch(change.list, code) });
    return sendIdempotent(reply, answer);
  }
  const sentForApproval = sentForApprovalResponseSchema.describe(
    'Sent for approval (fees, limits, cut-offs, holidays, four-eyes switches): nothing has changed yet.',
  );

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
        summary:
          'Staff: add an item (400 by the list’s rules, 409 DUPLICATE_CODE or FIXED_CODES; four eyes for money lists); audit-logged',
        params: referenceListParamsSchema,
        body: referenceItemCreateRequestSchema,
        response: {
          200: referenceItemResponseSchema,
          202: sentForApproval,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      edit(request, reply, { operation: 'create', list: request.params.list, body: request.body }, () =>
        service.create(request.params.list, request.body, actorOf(request)),
      ),
  );

  app.put(
    item(paths.item),
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags,
        summary:
          "Staff: edit an item's label, value and order (never its code; four eyes for money lists); audit-logged with before and after",
        params: referenceItemParamsSchema,
        body: referenceItemUpdateRequestSchema,
        response: {
          200: referenceItemResponseSchema,
          202: sentForApproval,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { list, code } = request.params;
      return edit(request, reply, { operation: 'update', list, code, body: request.body }, () =>
        service.update(list, code, request.body, actorOf(request)),
      );
    },
  );

  const activation = (active: boolean) => ({
    config: { auth: 'staff' as const, staffRoles: ['administrator'] as const },
    schema: {
      tags,
      summary: active
        ? 'Staff: reactivate an item (listed and accepted again); audit-logged'
        : 'Staff: deactivate an item (hidden from the public lists and refused by registration; never deleted); audit-logged',
      params: referenceItemParamsSchema,
      response: { 200: referenceItemResponseSchema, 202: sentForApproval, 404: errorBodySchema, 409: errorBodySchema },
    },
  });

  for (const active of [false, true]) {
    app.post(item(active ? paths.reactivate : paths.deactivate), activation(active), async (request, reply) => {
      const { list, code } = request.params;
      const operation = active ? 'reactivate' : 'deactivate';
      return edit(request, reply, { operation, list, code }, () =>
        service.setActive(list, code, active, actorOf(request)),
      );
    });
  }
};
