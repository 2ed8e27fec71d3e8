import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildInfoPlugin } from './build/build-info-plugin';
import { firstRenderChunks } from './build/first-render-chunks';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { routePreloads } from './build/route-preloads';
import { startupPreloads } from './build/startup-preloads';
// Relative, not the package name: the config is bundled by Vite, which leaves packages to Node (no TypeScript).
import { ApiPaths, BNM_PATHS } from '../../packages/contracts/src/paths';

/** What the settings gate waits for (src/app/bootstrap/load-startup.ts). */
const STARTUP_MODULES = ['src/app/app.tsx', 'src/lib/i18n/resources.ts'];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// In development the API, the identity server and the runtime settings come from the Node server.
const backend = process.env.HARTA_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    buildInfoPlugin(pkg.version),
    // Announced in index.html, so they download with the entry.
    startupPreloads({ modules: STARTUP_MODULES, fetches: ['/appsettings.json'] }),
    // The pages a visit starts on: the server sends a copy of index.html that preloads them too.
    routePreloads({
      routes: {
        '/user-login': ['src/features/auth/components/login-page.tsx'],
        // A logged-in page restores the session first (the OIDC client), then shows the menu (a phone's: a wider screen
        // loads the top menu when it renders) and the page.
        '/dashboard': [
          'src/features/dashboard/components/dashboard-page.tsx',
          'src/lib/auth/user-manager.ts',
          'src/app/layout/mobile-menu.tsx',
          // What the first render asks for before the page shows (each a round trip after the app has run, else):
          // the response schemas of its calls (loaders, lib/http/schema-source.ts), the layout's idle watcher and
          // notices host.
          'packages/contracts/src/schemas/client.ts',
          'packages/contracts/src/schemas/portfolios.ts',
          'packages/contracts/src/schemas/returns.ts',
          'packages/contracts/src/schemas/registration-completion.ts',
          'src/features/session/components/idle-watcher.tsx',
          'src/features/notices/components/notices-host.tsx',
        ],
        '/registration': ['src/features/registration/components/registration-page.tsx'],
        '/backoffice': ['src/features/backoffice/components/backoffice-page.tsx', 'src/lib/auth/user-manager.ts'],
      },
      everyPage: ['packages/contracts/src/messages.ts'],
      startup: STARTUP_MODULES,
      // Sent by the page's early script with the stored session's token, before the app's scripts have arrived: what
      // the protected route asks for on the dashboard (src/lib/dashboard/prefetch-dashboard.ts), and the goal cards'
      // plans. Only reads without effects: not activateClient (its first answer after approval is the only `true`).
      earlyCalls: {
        '/dashboard': [
          ApiPaths.registration.getClientLoginById,
          ApiPaths.ClientProfile.getClientBasicInfo,
          ApiPaths.portfolios.list,
          ApiPaths.dashboard.getDashBoardSummary,
          ApiPaths.portfolios.plans,
        ],
      },
      // The greeting, money actions and summary card painted from those answers before the app's scripts start
      // (docs/architecture.md "Dashboard first view").
      firstView: { '/dashboard': 'src/features/dashboard/first-view/first-view-script.ts' },
    }),
    // The login page as HTML, hydrated in the browser (after route-preloads: it starts from that page's shell).
    prerenderPages({ pages: { '/user-login': ['src/features/auth/components/login-page.tsx', ...STARTUP_MODULES] } }),
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      // The spec's central-bank calls sit at the API base itself (contracts BNM_PATHS).
      ...Object.fromEntries(BNM_PATHS.map((prefix) => [prefix, backend])),
      '/identity': backend,
      '/appsettings.json': backend,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/run-all.ts reads it to count the JavaScript loaded before the first render.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: firstRenderChunks({
          root: fileURLToPath(new URL('.', import.meta.url)),
          startup: { boot: ['src/main.tsx'], shell: [...STARTUP_MODULES, '../../packages/contracts/src/messages.ts'] },
          pages: {
            login: ['src/features/auth/components/login-page.tsx'],
            dashboard: [
              'src/features/dashboard/components/dashboard-page.tsx',
              'src/app/layout/mobile-menu.tsx',
              // Asked for by the protected route as soon as the session is known (with the login summary).
              'src/lib/dashboard/prefetch-dashboard.ts',
            ],
            session: ['src/lib/auth/user-manager.ts'],
          },
        }),
      },
    },
  },
});
