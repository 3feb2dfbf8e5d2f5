// What every 'use cache' read shares: the lifetime and tags it is kept under (cache-manifest.ts), and the
// empty answer it gives while `next build` prerenders. The reads live beside the domain they read
// (catalogue/cached-catalogue.ts, settings/cached-settings.ts, feeds/cached-feed.ts), so cache imports no domain.
//
// Outside Next's server (Jest, scripts) 'use cache' is an ordinary string, so the reads run uncached: there
// `cacheLife` and `cacheTag` would throw, and `cachedFor` leaves them out.
//
// The build reads no database: while `next build` prerenders, each read answers an empty shop instead.
// Nothing built that way is ever served (our cache handlers read nothing the build made), so every page is
// rendered from the real database on its first request after a deploy and cached from then.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { CACHE_LIFE } from './cache-manifest';
import { processEnv } from '@/server-runtime/environment.cjs';

/** True while `next build` prerenders: a cached read answers an empty shop. */
export const building = processEnv().NEXT_PHASE === 'phase-production-build';
/** Set in every bundle Next builds for its server; absent in Jest and in scripts run by Node. */
const inNext = Boolean(process.env.NEXT_RUNTIME);

/** The lifetime and tags of the 'use cache' read this is called in. */
export function cachedFor(life: (typeof CACHE_LIFE)[keyof typeof CACHE_LIFE], ...tags: string[]): void {
  if (!inNext) return;
  cacheLife(life);
  cacheTag(...tags);
}
