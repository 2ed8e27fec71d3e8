// Writes the API's OpenAPI document to a file, for Redocly's lint in `npm test` (scripts/test.mjs) and for anyone
// generating a client without starting a server: `tsx apps/server/scripts/openapi-document.ts <file>`.
// The document is the one /api/openapi.json serves, built from the routes' schemas on an empty in-memory database.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/connection';

const target = process.argv[2];
if (!target) throw new Error('usage: openapi-document.ts <file>');

const config = loadConfig({ ENVIRONMENT: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://harta.example' });
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({ config, database });
await app.ready();
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${target}`);
