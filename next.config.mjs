/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WebAssembly and loads it at run time; bundling it breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Unknown paths show the home page with a 404 (spec routes table) from app/global-not-found.tsx. A root
    // app/not-found.tsx holding that content would be rendered and sent with every page of the shop.
    globalNotFound: true,
  },
};

export default nextConfig;
