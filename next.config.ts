import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { securityHeaderRules } from './lib/server/http/security-headers';

const nextConfig = (phase: string): NextConfig => ({
  // PGlite ships WebAssembly and loads it at run time; bundling it breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'redis', '@aws-sdk/client-s3', 'pdfkit'],
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
  cacheHandler: require.resolve('./lib/server/cache/shared-cache-handler.cjs'),
  // The handler bounds its own memory (CACHE_MEMORY_MB); Next keeps no second copy.
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
    // Widths offered in each image's srcset. Product and category photos are 800 px and carousel slides
    // 1600 px, so nothing wider is ever useful; Next's defaults (up to 3840 px, ten entries) put about
    // 1.2 KB of srcset on every image of a page. Thumbnails (48 and 72 px) get their 2x widths.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [96, 144, 256, 384],
  },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Unknown paths show the home page with a 404 (spec routes table) from app/global-not-found.tsx. A root
    // app/not-found.tsx holding that content would be rendered and sent with every page of the shop.
    globalNotFound: true,
    // Shoppers mostly land on one catalogue page from a search or a shared link, so the first load's
    // request count matters more than reuse across navigations. Merging small chunks up to 200 kB of
    // source gives each catalogue page two fewer script requests (on a phone connection each costs a
    // round trip before the largest image can show) and downloads nothing twice between them.
    turbopackChunking: { minChunkSize: 200000 },
    // proxy.ts sees every /api request; a body past this is cut short before the route reads it. Product
    // pictures may be 10 MB (IMAGE_UPLOAD), plus the multipart envelope: the route itself refuses more.
    proxyClientMaxBodySize: '12mb',
  },
  // Fixed security headers come from here, so prerendered pages never run proxy.ts; proxy.ts only adds
  // the nonce policy of the pages rendered per request.
  async headers() {
    return securityHeaderRules({ dev: phase === PHASE_DEVELOPMENT_SERVER });
  },
});

export default nextConfig;
