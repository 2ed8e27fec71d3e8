import { z } from 'zod';

/**
 * GET /api/health: for load balancers and uptime checks. 200 only when the database answers (503 otherwise).
 * `status` is 'degraded' while an optional dependency is away and the instance serves without it: `redis`
 * (present only with REDIS_URL) is then 'degraded' and rate limits are counted per instance.
 */
export const healthResponseSchema = z.object({
  result: z.object({
    status: z.enum(['ok', 'degraded']),
    /** Which database engine this instance runs on. */
    db: z.enum(['pglite', 'postgres']),
    redis: z.enum(['ok', 'degraded']).optional(),
    /**
     * Start-up work still running after the server began to answer (a first start's `demo-history`): the app
     * serves meanwhile; what it touches is complete once this is gone (docs/returns.md "Demo history").
     */
    starting: z.array(z.string()).optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `/build-info.json` (spec section 7, static): written by the web build next to the app, read by the about page
 * and by anyone diagnosing which build a device runs.
 */
export const buildInfoSchema = z.object({
  version: z.string(),
  /** The git commit the build was made from, or 'unknown' outside a git checkout. */
  commit: z.string(),
  /** ISO 8601 instant of the build. */
  builtAt: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;
