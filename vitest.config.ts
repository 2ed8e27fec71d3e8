import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
  },
});
