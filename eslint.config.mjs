// Lint: Next's Core Web Vitals rules (React, hooks, accessibility of JSX, Next pitfalls) and its
// TypeScript rules, then the layers of docs/architecture.md: which folder may import which, no import
// cycles, demo/ kept out of the shop. `npm run lint`; CI runs it beside the type check.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { layersPlugin } from './eslint-rules/index.mjs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const OUTSIDE_LIB = ['app', 'components', 'e2e', 'test-support', 'demo', 'scripts'];
// The project's top-level files (proxy.ts, next.config.mjs, ...); a zone's `from` may not mix globs and folders.
const ROOT_FILES = './*.{ts,tsx,mjs,cjs}';

// Environment variables the bundler writes into the code at build time, so they must stay `process.env.NAME`.
const INLINED_ENV = '/^(NODE_ENV|NEXT_RUNTIME|MEDIA_PUBLIC_URL|NEXT_PUBLIC_[A-Z0-9_]+)$/';
const ENV_MESSAGE =
  'Read settings through server-runtime/environment.cjs (processEnv(), settingsFrom()), where each has its schema and default.';

/** One import boundary: `files` may not import `from` (folders from the project root); tests are consumers, not layers. */
const boundary = (rule, { files, ignores = [], from, message }) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: {
    [`layers/${rule}`]: [
      'error',
      { zones: [].concat(from).map((zoneFrom) => ({ target: '.', from: zoneFrom, message })) },
    ],
  },
});

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks a value deliberately left unused (destructuring a column away, say).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The demo shop is seed content for scripts and tests; the running shop must work on any catalogue.
    files: ['app/**', 'components/**', 'lib/**', '*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/demo', '@/demo/*', '**/demo/*'],
              message: 'demo/ is seed content for scripts and tests only.',
            },
          ],
        },
      ],
    },
  },
  { plugins: { layers: layersPlugin } },
  boundary('server-stays-below', {
    files: ['lib/server/**'],
    from: [['app', 'components', 'e2e', 'test-support', 'demo']],
    message: 'lib/server is below the routes and the UI: it may import lib/server, lib/shared and packages only.',
  }),
  boundary('shared-stays-shared', {
    files: ['lib/shared/**'],
    from: [[...OUTSIDE_LIB, 'lib/server', 'lib/client'], ROOT_FILES],
    message: 'lib/shared is what both sides need: it may import lib/shared and packages only.',
  }),
  boundary('client-stays-client', {
    files: ['lib/client/**'],
    from: [[...OUTSIDE_LIB, 'lib/server'], ROOT_FILES],
    message: 'lib/client runs in the browser: it may import lib/client, lib/shared and packages only.',
  }),
  boundary('components-receive-data', {
    files: ['components/**'],
    ignores: [
      // KNOWN: Server Components that still read the domain themselves instead of being handed the data: the
      // home content reads the cached catalogue (its page would pass the reads), the footer reads and
      // sanitizes the legal pages (the root layout would pass them).
      'components/home/home-content.tsx',
      'components/layout/site-footer.tsx',
    ],
    from: 'lib/server',
    message: 'components receive data: the route reads lib/server and passes it as props.',
  }),
  boundary('components-never-import-app', {
    files: ['components/**'],
    from: 'app',
    message: 'components are rendered by routes: they never import app/ (move what both need to components or lib).',
  }),
  boundary('domain-knows-no-http', {
    files: ['lib/server/**'],
    ignores: ['lib/server/http/**'],
    from: 'lib/server/http',
    message: 'A domain throws coded errors and knows no HTTP; lib/server/http maps codes to statuses.',
  }),
  {
    // A domain reaches another through its index.ts only (lib/server/<domain>/index.ts), so each domain's
    // offer to the others is one list and domain-cycles.test.ts can see the graph whole. Tests are consumers.
    files: ['lib/server/**/*.ts', 'lib/server/**/*.tsx'],
    ignores: TESTS,
    rules: { 'layers/domain-through-index': 'error' },
  },
  {
    // The directive, not the folder, decides what reaches the browser; import/no-restricted-paths cannot see it.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'layers/no-server-import-in-client': 'error' },
  },
  {
    // Every lib/server module says it must never reach a browser bundle; `node scripts/mark-server-only.mjs`
    // adds the line to new ones.
    files: ['lib/server/**/*.ts', 'lib/server/**/*.tsx'],
    rules: { 'layers/server-only-mark': 'error' },
  },
  {
    // The reverse: browser code that a Server Component must never run.
    files: ['lib/client/**/*.ts', 'lib/client/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'layers/client-only-mark': 'error' },
  },
  {
    // A cycle makes the order modules initialise in depend on which is imported first. Type-only imports
    // are erased before run time, so the rule skips them (cart-server.ts names cart-store.ts's state type).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    // Packages cannot import us back: the graph stops at node_modules (eslint-rules/no-import-cycle.cjs).
    rules: { 'layers/no-import-cycle': 'error' },
  },
  {
    // Settings are read in one place (server-runtime/environment.cjs: each variable's schema, default and meaning,
    // checked against docs/configuration.md). Left literal: what the bundler replaces at build time (NODE_ENV,
    // NEXT_RUNTIME, NEXT_PUBLIC_*, and MEDIA_PUBLIC_URL through next.config.mjs's `env`).
    files: ['app/**', 'components/**', 'lib/**', 'server-runtime/**', 'proxy.ts', 'instrumentation*.ts'],
    ignores: [...TESTS, 'server-runtime/environment.cjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.object.name='process'][object.property.name='env']:not([computed=false][property.name=${INLINED_ENV}])`,
          message: ENV_MESSAGE,
        },
        {
          selector: ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
          message: ENV_MESSAGE,
        },
      ],
    },
  },
  {
    // Paise and rupees convert through lib/shared/money only (eslint-rules/money-in-one-module.cjs); tests
    // state their expected figures as they like.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'server-runtime/**/*.{ts,tsx,cjs}'],
    ignores: TESTS,
    rules: { 'layers/money-in-one-module': 'error' },
  },
  {
    // CommonJS modules Next loads at run time outside the bundler (the cache handler) require their imports.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'bench/**',
    'node_modules/**',
    '.data*/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'public/**',
  ]),
]);
