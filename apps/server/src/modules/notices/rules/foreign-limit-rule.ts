import { formatSen } from '@harta/contracts/money';
import { FOREIGN_LIMIT_NEAR_BPS, type Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

const BPS = 10_000n;

/**
 * Foreign-currency asset limit notice (spec section 2; GUIDE section 7). Informational, shown once per occurrence:
 * - a deposit was refused by the limit this year: one notice per refusal (the latest);
 * - otherwise, this year's foreign-currency total has reached 90% of the limit: one notice per year.
 * Either way the client can go on to the dashboard or supply the central bank's approval from my-profile.
 */
export function foreignLimitNotice(facts: Pick<NoticeFacts, 'foreignLimit'>): Notice | null {
  const { applies, limitSen, usedSen, year, latestRefusal } = facts.foreignLimit;
  if (latestRefusal) {
    return {
      id: `FOREIGN_LIMIT_REFUSED:${latestRefusal.id}`,
      code: 'FOREIGN_LIMIT_REFUSED',
      kind: 'informational',
      values: { limit: formatSen(limitSen), remaining: formatSen(latestRefusal.remainingSen) },
    };
  }
  if (!applies || limitSen <= 0n || usedSen * BPS < limitSen * FOREIGN_LIMIT_NEAR_BPS) return null;
  return {
    id: `FOREIGN_LIMIT_NEAR:${year}`,
    code: 'FOREIGN_LIMIT_NEAR',
    kind: 'informational',
    values: { limit: formatSen(limitSen), remaining: formatSen(usedSen >= limitSen ? 0n : limitSen - usedSen) },
  };
}
