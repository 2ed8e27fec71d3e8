import { z } from 'zod';

/** GET /api/health: for load balancers and uptime checks. 200 only when the database answers. */
export const healthResponseSchema = z.object({
  result: z.object({
    status: z.literal('ok'),
    /** Which database engine this instance runs on. */
    db: z.enum(['pglite', 'postgres']),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
