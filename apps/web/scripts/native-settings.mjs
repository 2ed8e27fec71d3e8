// The native app has no server behind its own origin (https://localhost, capacitor://localhost), so the
// /appsettings.json the web app loads at start must ship inside the bundle. This copies a deployed server's
// settings into dist/ before `npx cap sync` (docs/native.md, "Building the binaries"):
//
//   node scripts/native-settings.mjs https://app.harta.example
//
// The settings name absolute addresses (apiBase, identityServer), so the bundled app talks to that server, whose
// CORS_ORIGINS must allow the app's origins (they do by default).
import { writeFileSync } from 'node:fs';

const server = process.argv[2]?.replace(/\/+$/, '');
if (!server || !/^https?:\/\//.test(server)) {
  console.error('usage: node scripts/native-settings.mjs <server address, e.g. https://app.harta.example>');
  process.exit(2);
}
const response = await fetch(`${server}/appsettings.json`, { headers: { accept: 'application/json' } });
if (!response.ok) {
  console.error(`${server}/appsettings.json answered HTTP ${response.status}`);
  process.exit(1);
}
const settings = await response.json();
for (const key of ['apiBase', 'identityServer']) {
  if (typeof settings[key] !== 'string' || !/^https?:\/\//.test(settings[key])) {
    console.error(`${key} must be an absolute address in the server's settings (set PUBLIC_URL on the server)`);
    process.exit(1);
  }
}
const target = new URL('../dist/appsettings.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(settings, null, 2)}\n`);
console.log(`wrote ${target.pathname} (apiBase ${settings.apiBase})`);
