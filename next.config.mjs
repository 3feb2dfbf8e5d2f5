// @ts-check
// Next's configuration, as plain JavaScript: Next reads a next.config.ts through its native SWC compiler, which
// then stays loaded in every server process (26 MB resident for the life of each instance). What this file
// needs from the app is CommonJS (security-headers.cjs, picture-widths.cjs), loaded as it is.
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import securityHeaders from './server-runtime/security-headers.cjs';
import pictureWidths from './server-runtime/picture-widths.cjs';
import listRoute from './server-runtime/list-route.cjs';

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // PGlite ships WebAssembly and loads it at run time; bundling it breaks that.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    '@node-rs/argon2',
    'pg',
    'redis',
    '@aws-sdk/client-s3',
    'pdfkit',
  ],
  // Every instance of one deploy must agree on these (docs/deploy.md): the build's id names its assets and
  // its cache entries in Redis, and server actions are encrypted with one key.
  deploymentId: process.env.DEPLOYMENT_ID?.trim() || undefined,
  poweredByHeader: false,
  // Next would hash every HTML answer in JavaScript to make an ETag, on every request: for a cached page
  // that hashing was 40% of the time spent serving it. Pages carry Cache-Control from their revalidate
  // time instead; static assets keep their immutable hashed URLs.
  generateEtags: false,
  // Our cache handler: memory, and Redis shared by every instance when REDIS_URL is set; pages kept as ASCII,
  // which Node writes several times faster than a page holding the rupee sign (lib/server/cache).
  cacheHandler: path.join(import.meta.dirname, 'server-runtime/shared-cache-handler.cjs'),
  // And the 'use cache' reads the pages are made of (catalogue/cached-catalogue.ts and the like), in the same places.
  cacheHandlers: { default: path.join(import.meta.dirname, 'server-runtime/use-cache-handler.cjs') },
  // The handler bounds its own memory (CACHE_MEMORY_MB); Next keeps no second copy.
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  images: {
    // Pictures are prepared when stored (every width below, AVIF and WebP: lib/server/media/picture-variants.ts)
    // and next/image points at those files through our loader. A custom loader also switches off Next's
    // optimizer (/_next/image answers 404), which resized on the request path and kept its output on each
    // instance's own disk. Product and category photos are 800-1200 px and carousel slides 1600 px, so
    // nothing wider is ever useful; thumbnails (48 and 72 px) get their 2x widths.
    loader: 'custom',
    loaderFile: './lib/shared/media/picture-loader.ts',
    deviceSizes: [...pictureWidths.PICTURE_DEVICE_WIDTHS],
    imageSizes: [...pictureWidths.PICTURE_IMAGE_WIDTHS],
  },
  // Where the browser reads pictures from: a CDN or the bucket's public address, fixed at build (docs/deploy.md).
  env: { MEDIA_PUBLIC_URL: process.env.MEDIA_PUBLIC_URL?.trim() ?? '' },
  experimental: {
    // The pages' reads are cached with 'use cache', cacheLife and cacheTag (lib/server/catalogue/cached-catalogue.ts,
    // every lifetime and tag in cache-manifest.ts). Not cacheComponents yet: see docs/architecture.md.
    useCache: true,
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Unknown paths show the home page with a 404 (spec routes table) from app/global-not-found.tsx. A root
    // app/not-found.tsx holding that content would be rendered and sent with every page of the shop.
    globalNotFound: true,
    // Shoppers mostly land on one catalogue page from a search or a shared link, so the first load's
    // request count matters more than reuse across navigations. Merging small chunks up to 200 kB of
    // source gives each catalogue page two fewer script requests (on a phone connection each costs a
    // round trip before the largest image can show) and downloads nothing twice between them.
    turbopackChunking: { minChunkSize: 200000 },
    // A body past this is cut short before proxy.ts reads it (it sees the API requests that may be cross-site
    // writes). Routes bound their own bodies (lib/server/http/capped-body.ts): product pictures may be 10 MB
    // (IMAGE_UPLOAD) plus the multipart envelope.
    proxyClientMaxBodySize: '12mb',
    // Turbopack keeps its work in .next/cache so the next build after an edit is quicker. A throwaway clone
    // (CI) builds once and the cache is never read: writing it cost CI about a minute (.ci/run sets this).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // The plain /products, the list's front door, goes to its cached view without running proxy.ts, which
  // rewrites the views that name a filter, a sort or a page (server-runtime/list-route.cjs).
  async rewrites() {
    return { beforeFiles: [listRoute.plainListRewrite()], afterFiles: [], fallback: [] };
  },
  // Fixed security headers come from here, so prerendered pages never run proxy.ts; proxy.ts only adds
  // the nonce policy of the pages rendered per request.
  // `npm run typecheck` runs `next typegen` and then tsc over the app and Next's route types (.next/types,
  // validator.ts included), which is what the build's own TypeScript step checks. CI runs it first and sets
  // NEXT_BUILD_TYPECHECK=off, so the build does not check the same files a second time.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  async headers() {
    return securityHeaders.securityHeaderRules({ dev: phase === PHASE_DEVELOPMENT_SERVER });
  },
});

export default nextConfig;
