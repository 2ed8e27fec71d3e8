import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A worker runs one file after another in the same process and module graph instead of a fresh process per
    // file: each file no longer pays for starting Node, importing the server (Fastify, the OIDC provider, Drizzle)
    // and compiling PGlite's WebAssembly again, about a third of the project's CPU. Safe because the server tests
    // mock no module and each file opens and disposes its own databases and servers; what the code keeps at module
    // level is either a cache keyed by database or reset per file (test/setup.ts: the argon2 cost).
    isolate: false,
  },
});
