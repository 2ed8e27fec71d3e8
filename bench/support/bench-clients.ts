import type { Db } from '../../apps/server/src/db/connection';
import { clients, users } from '../../apps/server/src/db/schema/index';

/**
 * Active clients for a benchmark, each with its login: `<prefix>-<i>@example.com`, surname `i`, in the order of
 * `indices`. Answers their client ids in the same order. `givenName` picks a name per index (default 'Bench').
 */
export async function insertBenchClients(
  db: Db,
  prefix: string,
  indices: readonly number[],
  givenName: (i: number) => string = () => 'Bench',
): Promise<{ clientId: number }[]> {
  const email = (i: number) => `${prefix}-${i}@example.com`;
  const userRows = await db
    .insert(users)
    .values(indices.map((i) => ({ email: email(i), passwordHash: 'x', roles: ['c'] })))
    .returning({ id: users.id });
  return db
    .insert(clients)
    .values(
      indices.map((i, k) => ({
        userId: userRows[k]!.id,
        emailAddress: email(i),
        givenName: givenName(i),
        surName: String(i),
        status: 'ACTIVE',
        currentStep: 10,
      })),
    )
    .returning({ clientId: clients.clientId });
}
