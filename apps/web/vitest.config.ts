import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // CSS is irrelevant to behaviour; skipping it keeps the suite fast.
    css: false,
    // Each file still runs isolated (a module graph and jsdom window of its own: the web code keeps state in modules
    // and some files mock modules), but in a fresh VM context of a long-lived worker thread instead of a fresh
    // process: about 40% less CPU for the project, most of it the per-file process and jsdom start-up
    // (docs/testing.md "Suite time"). The pool's known cost, memory the contexts keep, is bounded by vitest
    // recycling a worker at its memory limit.
    pool: 'vmThreads',
    restoreMocks: true,
  },
});
