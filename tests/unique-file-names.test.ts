// A file's name says what it holds, so two files may not share one: `cart-view.ts` beside `cart-view.tsx`
// made a reader open both to learn which was the server's. Exempt are the names a tool gives: Next's route
// conventions under app/ and a folder's index. A test shares its subject's name by adding `.test`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;

/** File names Next gives meaning to inside app/: their folder, not their name, says what they hold. */
const NEXT_CONVENTIONS = new Set([
  'page',
  'layout',
  'route',
  'template',
  'default',
  'loading',
  'error',
  'global-error',
  'not-found',
  'global-not-found',
  'forbidden',
  'unauthorized',
  'manifest',
  'robots',
  'sitemap',
  'icon',
  'apple-icon',
  'opengraph-image',
  'twitter-image',
]);

/** Tracked and new (not ignored) files, so a clash is caught before it is committed. */
function sourceFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return listing.split('\n').filter((file) => SOURCE.test(file));
}

/** The name two files may not share, or null for a file whose name a tool chooses. */
function nameOf(file: string, files: ReadonlySet<string>): string | null {
  const stem = path.basename(file).replace(SOURCE, '');
  if (stem === 'index') return null;
  if (file.startsWith('app/') && NEXT_CONVENTIONS.has(stem)) return null;
  // bench/ holds whole apps of their own (the floor app of bench:lighthouse), whose files Next names.
  if (file.startsWith('bench/')) return null;
  if (stem.endsWith('.d')) {
    // Types written for a CommonJS module sit beside it under its name.
    const described = path.join(path.dirname(file), stem.slice(0, -2));
    if (['.cjs', '.mjs', '.js'].some((ext) => files.has(described + ext))) return null;
  }
  return stem;
}

function sharedNames(files: readonly string[]): string[] {
  const all = new Set(files);
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = nameOf(file, all);
    if (name !== null) byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName.values()].filter((paths) => paths.length > 1).map((paths) => paths.join(' and '));
}

describe('file names', () => {
  it('are unique across the tree', () => {
    expect(sharedNames(sourceFiles())).toEqual([]);
  });

  it('would catch a name used twice', () => {
    expect(sharedNames(['lib/server/cart/cart-view.ts', 'components/cart/cart-view.tsx'])).toEqual([
      'lib/server/cart/cart-view.ts and components/cart/cart-view.tsx',
    ]);
    expect(sharedNames(['lib/a/x.test.ts', 'components/b/x.test.tsx'])).toHaveLength(1);
  });

  it('lets a test, a type declaration and a route convention keep their names', () => {
    const files = [
      'lib/shared/money.ts',
      'lib/shared/money.test.ts',
      'lib/server/cache/handler.cjs',
      'lib/server/cache/handler.d.ts',
      'app/page.tsx',
      'app/cart/page.tsx',
      'lib/server/cart/index.ts',
      'lib/server/orders/index.ts',
    ];
    expect(sharedNames(files)).toEqual([]);
  });
});
