import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets a check build run beside a running server without overwriting its output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages publish TypeScript source (`exports: ./src/*.ts`).
  transpilePackages: ['@dealer/schemas', '@dealer/migrations'],
  // Loaded from node_modules at run time: PGlite ships WebAssembly and data files, pg has optional natives.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  experimental: {
    // Tailwind's stylesheet is small (~7 KB gzipped); inlining it lets the first paint (and the
    // hero, the LCP) happen as soon as the HTML arrives instead of after a stylesheet round trip.
    inlineCss: true,
  },
  images: {
    // SPEC 7: stock photos at quality 75; one allowed quality keeps the optimiser cache small.
    qualities: [75],
    // Breakpoints of SPEC 9 plus the 640 px stock photo width and 2x variants for phones.
    deviceSizes: [400, 576, 640, 768, 992, 1200, 1400, 1920],
    imageSizes: [32, 64, 96, 128, 160, 256, 320],
    // Local demo images only (a query string would let callers mint cache entries).
    localPatterns: [
      { pathname: '/demo-stock/**', search: '' },
      { pathname: '/demo-content/**', search: '' },
    ],
    // The hosted content adapter serves images from Sanity's CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

export default nextConfig;
