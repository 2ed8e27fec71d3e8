// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import noOnlyTests from 'eslint-plugin-no-only-tests';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const tsProjects = [
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

// One feature never imports another feature's internals: each may import only itself (plus lib/components).
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
}));

export default tseslint.config(
  {
    ignores: [
      // Scratch experiments beside the benchmarks are git-ignored and not checked.
      'bench/_*',
      '**/dist/**',
      '**/node_modules/**',
      '**/var/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'no-only-tests': noOnlyTests },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: tsProjects }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'no-only-tests/no-only-tests': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contracts ← server, contracts ← web; never the other way, never web ↔ server.
            { target: './packages/contracts', from: ['./apps'] },
            { target: './apps/web', from: ['./apps/server'] },
            { target: './apps/server', from: ['./apps/web'] },
            // The web's shared layers never reach into a feature.
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
