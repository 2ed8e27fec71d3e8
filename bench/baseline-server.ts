// The yardstick for the API benchmark: a bare Fastify route running one query like getClientBasicInfo's,
// on the same database engine as the product (embedded PGlite in memory, or PostgreSQL when DATABASE_URL is
// set), with no auth, validation, gates or plugins.
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/connection';
import { clients, users } from '../apps/server/src/db/schema/index';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: 'memory://' });
await database.migrate();
const [user] = await database.db
  .insert(users)
  .values({ email: 'bench@example.com', roles: ['c'] })
  .returning();
await database.db
  .insert(clients)
  .values({ userId: user!.id, emailAddress: 'bench@example.com', givenName: 'Bench', status: 'ACTIVE' });

const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.get('/basic-info', async () => {
  const [row] = await database.db.select().from(clients).where(eq(clients.userId, user!.id));
  return { result: row };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
