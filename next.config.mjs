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
  },
};

export default nextConfig;
