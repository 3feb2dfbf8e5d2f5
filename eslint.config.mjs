// Lint: Next's Core Web Vitals rules (React, hooks, accessibility of JSX, Next pitfalls) and its
// TypeScript rules. `npm run lint`; CI runs it beside the type check.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks a value deliberately left unused (destructuring a column away, say).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The demo shop is seed content for scripts and tests; the running shop must work on any catalogue.
    files: ['app/**', 'components/**', 'lib/**', '*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/demo', '@/demo/*', '**/demo/*'], message: 'demo/ is seed content for scripts and tests only.' }] },
      ],
    },
  },
  {
    // CommonJS modules Next loads at run time outside the bundler (the cache handler) require their imports.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', 'node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**']),
]);
