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
    // CommonJS modules Next loads at run time outside the bundler (the cache handler) require their imports.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', 'node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**']),
]);
