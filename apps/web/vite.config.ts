import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { startupPreloads } from './build/startup-preloads';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// In development the API, the identity server and the runtime settings come from the Node server.
const backend = process.env.HARTA_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // What the settings gate waits for (src/app/bootstrap/load-startup.ts), announced in index.html.
    startupPreloads({
      modules: ['src/app/app.tsx', 'src/lib/i18n/resources.ts'],
      fetches: ['/appsettings.json'],
    }),
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/identity': backend,
      '/appsettings.json': backend,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/run-all.ts reads it to count the JavaScript loaded before the first render.
    manifest: true,
  },
});
