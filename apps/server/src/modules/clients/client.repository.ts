import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { preparedStatement, selectColumns } from '../../identity/prepared-statement';

/** A client row as the database holds it. Routes map it to a contract DTO; it never goes out as is. */
export type ClientRow = typeof clients.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let byUserIdSql: string | undefined;

/**
 * The client record of a login (users.id = token `sub`), if it has one; staff logins have none.
 * Runs on every client API call, hence a prepared statement rather than drizzle's builder (see prepared-statement).
 */
export async function findClientByUserId(db: Db, userId: string): Promise<ClientRow | undefined> {
  // A subject that is not a uuid would make PostgreSQL reject the cast; it simply matches nobody.
  if (!UUID.test(userId)) return undefined;
  byUserIdSql ??= `select ${selectColumns(clients)} from "clients" where "user_id" = $1 limit 1`;
  const [row] = await preparedStatement<ClientRow>(db, 'harta_client_by_user_id', byUserIdSql)([userId]);
  return row;
}
