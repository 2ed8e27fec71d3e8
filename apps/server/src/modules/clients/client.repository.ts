import type { clients } from '../../db/schema/clients';

/** A client row as the database holds it. Routes map it to a contract DTO; it never goes out as is. */
export type ClientRow = typeof clients.$inferSelect;
