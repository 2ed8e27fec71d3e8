import { ApiPaths } from '@harta/contracts/paths';
import { devMailboxQuerySchema, devMailboxResponseSchema } from '@harta/contracts/schemas/reference-data';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { mailOutbox, smsMessages } from '../../db/schema/mail';

export interface DevMailboxOptions {
  db: Db;
}

/**
 * GET /api/dev/mailbox?to=<e-mail or mobile number>: the latest e-mails and sandbox text messages sent to an
 * address, newest first. Development and test only: app.ts does not register it when ENVIRONMENT=production.
 * The end-to-end tests read confirmation links and codes here.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<DevMailboxOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.devMailbox,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Development'],
        summary: 'Development only: latest e-mails and sandbox SMS sent to an address',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const address = to.trim().toLowerCase();
      const phone = address.replace(/[\s-]/g, '').replace(/^0/, '+60').replace(/^60/, '+60');
      const [mails, texts] = await Promise.all([
        db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id)).limit(limit),
        db.select().from(smsMessages).where(eq(smsMessages.to, phone)).orderBy(desc(smsMessages.id)).limit(limit),
      ]);
      const result = [
        ...mails.map((m) => ({
          id: m.id,
          channel: 'email' as const,
          to: m.to,
          subject: m.subject,
          text: m.text,
          status: m.status,
          createdAt: m.createdAt,
        })),
        ...texts.map((s) => ({
          id: s.id,
          channel: 'sms' as const,
          to: s.to,
          subject: null,
          text: s.text,
          status: s.status,
          createdAt: s.createdAt,
        })),
      ]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, limit)
        .map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
      return { result };
    },
  );
};
