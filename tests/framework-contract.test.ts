// Every behaviour of Next, React or zod the shop relies on that is not part of their public interface, each
// asserted against the installed version. An upgrade that changes one fails here, in one named place, with a
// message saying what to re-check; nowhere else in the code reads the frameworks' private modules.
//
// Reading next/dist here is the point of this file: it compares our copies of Next's private rules with the
// originals they were taken from.
/* eslint-disable @typescript-eslint/no-require-imports -- Next's private modules are CommonJS without types */
import { hasUnreadableRouterState } from '@/server-runtime/unreadable-request.cjs';
import SharedCacheHandler from '@/server-runtime/shared-cache-handler.cjs';
import { createSharedCacheState } from '@/server-runtime/shared-cache-state.cjs';
import { asciiHtml } from '@/server-runtime/ascii-html.cjs';
import { inlineScriptPolicy } from '@/server-runtime/inline-script-policy.cjs';
import { makeZodJitless } from '@/lib/client/zod/jitless';

const nextDist = (path: string) => require(`next/dist/${path}`);

/** A small deterministic generator, so a failing tree is the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Router state trees: mostly of the shape Next's client sends, some bent one way or another. */
function randomTree(random: () => number, depth = 0): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const segment = () =>
    random() < 0.6
      ? pick(['', 'products', '(shop)', '__PAGE__', '__PAGE__?{"page":"2"}', 'orders'])
      : [
          pick(['id', 'slug']),
          pick(['12', 'a-b']),
          pick(['d', 'c', 'oc', 'ci(..)', 'di(.)', 'dynamic', 'x']),
          pick([null, ['new'], [1], 'no']),
        ];
  const children: Record<string, unknown> = {};
  if (depth < 3)
    for (let i = Math.floor(random() * 3); i > 0; i--)
      children[pick(['children', 'modal', 'side'])] = randomTree(random, depth + 1);
  const node: unknown[] = [segment(), random() < 0.05 ? pick([1, 'x', null]) : children];
  const extras: unknown[][] = [
    [undefined, null, ['/a', '/a?b'], ['/a'], 'url'],
    [undefined, null, 'refetch', 'inside-shared-layout', 'metadata-only', 'reload'],
    [undefined, null, 0, 1, 'one'],
    [undefined, 'rest', 2],
  ];
  for (const options of extras) {
    if (random() < 0.5) break;
    node.push(pick(options));
  }
  if (random() < 0.03) node.push('one too many', 'and another');
  return node;
}

function nextAccepts(header: string): boolean {
  const { parseAndValidateFlightRouterState } = nextDist('server/app-render/parse-and-validate-flight-router-state.js');
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

describe('the framework behaviours the shop borrows', () => {
  it('server-runtime/unreadable-request.cjs refuses exactly the router state headers Next 16 cannot parse', () => {
    const { NEXT_ROUTER_STATE_TREE_HEADER } = nextDist('client/components/app-router-headers.js');
    expect(NEXT_ROUTER_STATE_TREE_HEADER).toBe('next-router-state-tree');
    const random = prng(20261127);
    const disagreements: string[] = [];
    let accepted = 0;
    const headers = [
      ...Array.from({ length: 3000 }, () => encodeURIComponent(JSON.stringify(randomTree(random)))),
      'garbage',
      '%E0%A4',
      encodeURIComponent('['.repeat(10) + ']'.repeat(10)),
      encodeURIComponent(JSON.stringify(['', {}])).padEnd(40_001, ' '),
    ];
    for (const header of headers) {
      const ours = !hasUnreadableRouterState({ [NEXT_ROUTER_STATE_TREE_HEADER]: header });
      const theirs = nextAccepts(header);
      if (theirs) accepted++;
      if (ours !== theirs)
        disagreements.push(
          `${decodeURIComponent(header).slice(0, 200)}: Next ${theirs ? 'accepts' : 'refuses'} it, we ${ours ? 'accept' : 'refuse'} it`,
        );
    }
    // The corpus must hold both kinds, or agreement would prove nothing.
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(headers.length - 300);
    if (disagreements.length > 0) {
      throw new Error(
        `Next's router state tree changed: re-check ROUTER_STATE_MAX, PARAM_TYPES, REFRESH and isTree in unreadable-request.cjs against ` +
          `next/dist/server/app-render/types.js (flightRouterStateSchema).\n${disagreements.slice(0, 5).join('\n')}`,
      );
    }
  });

  it("server-runtime/shared-cache-handler.cjs reads Next's cache tags header and its page kind", () => {
    const { NEXT_CACHE_TAGS_HEADER } = nextDist('lib/constants.js');
    const { CachedRouteKind } = nextDist('server/response-cache/types.js');
    expect({ tags: SharedCacheHandler.TAGS_HEADER, page: SharedCacheHandler.PAGE_KIND }).toEqual({
      tags: NEXT_CACHE_TAGS_HEADER,
      page: CachedRouteKind.APP_PAGE,
    });
  });

  it('Next serves on a miss the very page object the handler stored, so the ASCII page and its policy go out', async () => {
    // shared-cache-handler.cjs rewrites the page it is handed (HTML to ASCII, a script policy header) in set();
    // that reaches the shopper only because Next's response cache returns that same object after set().
    const ResponseCache = nextDist('server/response-cache/index.js').default;
    const RenderResult = nextDist('server/render-result.js').default;
    const { toResponseCacheEntry } = nextDist('server/response-cache/utils.js');
    const html = '<html><body><p>₹2,599</p><script>self.__next_f.push([1,"₹2,599"])</script></body></html>';
    const handler = new SharedCacheHandler({ sharedCacheState: createSharedCacheState(undefined) });
    const responseCache = new ResponseCache({ minimalMode: false, route: '/page' });
    const rendered = async () => ({
      value: {
        kind: 'APP_PAGE',
        html: RenderResult.fromStatic(html, 'text/html'),
        rscData: Buffer.from('0:{}'),
        headers: {},
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      },
      cacheControl: { revalidate: 60, expire: undefined },
    });
    const entry = await responseCache.handleRevalidate('/page', handler, false, false, rendered, null, false);
    const served = await toResponseCacheEntry(entry);
    const ascii = asciiHtml(html);
    const message =
      'Next no longer serves the object its cache handler stored: move the ASCII and policy rewrite of shared-cache-handler.cjs where Next reads it (re-check next/dist/server/response-cache/index.js handleRevalidate)';
    if (served.value.html.toUnchunkedString() !== ascii) throw new Error(message);
    expect(served.value.headers['content-security-policy']).toBe(inlineScriptPolicy(ascii));
  });

  it('components/not-found/missing-page.tsx: a 404 thrown under Suspense in a prerender still answers 404', () => {
    // MissingPage throws notFound() inside a Suspense boundary so the prerendered HTML keeps the layout and the
    // not-found content; the answer is a 404 with noindex only because Next's prerender sets the status from an
    // HTTP error its HTML renderer reports, and its inserted HTML writes noindex for it.
    const fs = require('node:fs') as typeof import('node:fs');
    const source = (file: string) => fs.readFileSync(require.resolve(`next/dist/${file}`), 'utf8');
    const message =
      'Next no longer answers 404 for notFound() thrown under Suspense in a prerender: re-check MissingPage ' +
      '(components/not-found/missing-page.tsx) against next/dist/server/app-render/app-render.js (prerenderToStream)';
    const prerender =
      /htmlRendererErrorHandler = \(err, errorInfo\)=>\{\s*setHTTPAccessFallbackOrRedirectStatus\(err\);/;
    if (!prerender.test(source('server/app-render/app-render.js'))) throw new Error(message);
    const inserted = source('server/app-render/make-get-server-inserted-html.js');
    if (!/isHTTPAccessFallbackError\)\(error\)[\s\S]{0,200}name: "robots",\s*content: "noindex"/.test(inserted))
      throw new Error(message);
    const { isHTTPAccessFallbackError } = nextDist('client/components/http-access-fallback/http-access-fallback.js');
    expect(isHTTPAccessFallbackError({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toBe(true);
  });

  it("lib/client/zod/jitless.ts sets the flag zod's config() reads from globalThis", () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    try {
      jest.isolateModules(() => {
        const { config } = require('zod') as typeof import('zod');
        expect(config().jitless).toBeFalsy();
        makeZodJitless();
        if (config().jitless !== true) {
          throw new Error(
            "zod no longer keeps its config in globalThis.__zod_globalConfig: call zod's config({ jitless: true }) in lib/client/zod/jitless.ts instead",
          );
        }
      });
    } finally {
      delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    }
  });
});
