// 404 pages under the nonce sections run their scripts. proxy.ts writes a nonce script policy for
// every path under /orders, /admin, /checkout, /login, /register and /profile (NONCE_PATHS); an unknown path
// there was answered by the prerendered app/global-not-found.tsx, whose scripts carry no nonce, so the
// browser refused them all. Each section now has a catch-all page rendered per request that answers 404,
// so Next puts the request's nonce on the 404's scripts. The browser side: e2e/not-found-csp.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { usesNonce } from '@/server-runtime/security-headers.cjs';

const APP = path.join(process.cwd(), 'app');

/** Every page file with the URL it serves (route groups dropped). */
function pages(dir = APP, url = ''): { url: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'api' && dir === APP) return [];
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      return pages(full, url + segment);
    }
    return entry.name === 'page.tsx' ? [{ url: url || '/', file: full }] : [];
  });
}

/** The first segment of every section proxy.ts gives a nonce policy, read from the pages that exist. */
const sections = [...new Set(pages().map((p) => `/${p.url.split('/')[1]}`))].filter((s) => usesNonce(s) && s !== '/');

it('knows the nonce sections from the pages on disk', () => {
  expect(sections).toEqual(
    expect.arrayContaining(['/orders', '/admin', '/checkout', '/login', '/register', '/profile']),
  );
});

it.each(sections)(
  'an unknown path under %s reaches a catch-all page rendered per request that answers 404',
  async (section) => {
    const catchAll = pages().find((p) => p.url === `${section}/[...missing]`);
    expect(catchAll?.file).toBeDefined();
    const source = fs.readFileSync(catchAll!.file, 'utf8');
    // Next reads segment config from the file's own literal export.
    expect(source).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    const page = (await import(catchAll!.file)) as { default: () => never; dynamic: string };
    expect(page.dynamic).toBe('force-dynamic');
    // notFound() throws Next's 404 signal, which renders the section's not-found page with status 404.
    let thrown: unknown;
    try {
      page.default();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { digest?: string })?.digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  },
);
