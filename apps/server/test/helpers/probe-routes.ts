import { StaffRoles } from '@harta/contracts/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClient } from '../../src/plugins/auth/caller';
import { assertOwnClientId, resolveClientId } from '../../src/plugins/auth/ownership';

/** Test-only routes that exercise the shared plumbing (auth kinds, ownership, validation, 5xx) over real HTTP. */
export const ProbePaths = {
  registration: '/api/test/registration-probe',
  owned: '/api/test/owned',
  ownedByPath: (clientId: number | string) => `/api/test/owned/${clientId}`,
  staffOrClient: '/api/test/staff-or-client',
  staff: '/api/test/staff-only',
  reviewerOnly: '/api/test/reviewer-only',
  echo: '/api/test/echo',
  boom: '/api/test/boom',
} as const;

export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ProbePaths.registration,
    {
      config: { auth: 'registration' },
      schema: {
        tags: ['Test'],
        summary: 'probe',
        response: { 200: z.object({ result: z.literal('registration ok') }) },
      },
    },
    async () => ({ result: 'registration ok' as const }),
  );

  const ownedBody = z
    .object({
      clientId: z.number().int().optional(),
      items: z.array(z.object({ clientId: z.number().int() })).optional(),
    })
    .optional();
  const ownedHandler = async (request: FastifyRequest) => {
    const body = request.body as z.infer<typeof ownedBody>;
    // Nested ids are the handler's job.
    for (const item of body?.items ?? []) await assertOwnClientId(request, item.clientId);
    return { result: { clientId: requireClient(request).clientId } };
  };
  const ownedSchema = {
    tags: ['Test'],
    summary: 'probe',
    body: ownedBody,
    response: { 200: z.object({ result: z.object({ clientId: z.number() }) }) },
  };
  app.post(ProbePaths.owned, { config: { auth: 'client' }, schema: ownedSchema }, ownedHandler);
  app.post(
    '/api/test/owned/:clientId',
    { config: { auth: 'client' }, schema: { ...ownedSchema, params: z.object({ clientId: z.string() }) } },
    ownedHandler,
  );

  app.get(
    ProbePaths.staffOrClient,
    {
      config: { auth: 'clientOrStaff', staffRoles: StaffRoles },
      schema: { querystring: z.object({ clientId: z.coerce.number().int().optional() }) },
    },
    async (request) => ({ result: { clientId: await resolveClientId(request, request.query.clientId) } }),
  );

  app.get(ProbePaths.staff, { config: { auth: 'staff', staffRoles: StaffRoles } }, async () => ({
    result: 'staff ok',
  }));
  app.get(ProbePaths.reviewerOnly, { config: { auth: 'staff', staffRoles: ['reviewer'] } }, async () => ({
    result: 'reviewer ok',
  }));

  app.post(
    ProbePaths.echo,
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int().min(18) }) } },
    async (request) => ({ result: request.body }),
  );

  app.get(ProbePaths.boom, async () => {
    throw new Error('connection string postgres://secret@db/internal failed');
  });
};
