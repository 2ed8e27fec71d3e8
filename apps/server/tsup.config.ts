import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Contracts are TypeScript source in the workspace: bundle them; keep real npm packages external.
  noExternal: [/^@harta\//],
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    // The ready-made empty database of db/empty-database.ts.
    cpSync('src/db/empty-database', 'dist/empty-database', { recursive: true });
  },
});
