import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
    // Vitest leaves one core to itself by default: one test file at a time on the 2-core CI machine, while the main
    // process transforms modules for it and the server tests wait on PostgreSQL, argon2 threads and HTTP round trips.
    // Two files side by side keep both cores busy. (Every file has databases of its own, see apps/server/test.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
