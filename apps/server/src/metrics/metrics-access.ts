import { createHash, timingSafeEqual } from 'node:crypto';

/** Where Prometheus reads the metrics, on the app's port (with METRICS_TOKEN) and on METRICS_PORT alike. */
export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the metrics bearer token. Both sides are hashed first, so the comparison
 * takes the same time whatever was sent (a wrong token's length or prefix is not told by the timing).
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}
