import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
    // Vitest leaves one core to itself by default: one test file at a time on the 2-core CI machine. The server files
    // spend much of their time waiting (PostgreSQL, argon2 threads, child server processes, timers), so two files
    // more than there are cores keep both cores busy: on the 2-core host the server project took 337 s at four
    // files against 429 s at two, with the cores 98% and 93% busy (docs/testing.md "Suite time"). Every file has
    // databases of its own (apps/server/test).
    maxWorkers: availableParallelism() + 2,
  },
});
