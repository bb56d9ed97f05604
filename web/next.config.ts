import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { shortImageRewrite } from './src/components/ui/short-image-url';
import { TRANSFORMING_IMAGE_PARAMS } from './src/ports/content/content-lake/image-params';
import { addCompileHints } from './src/server/build/compile-hints';
import { staticSecurityHeaders } from './src/server/http/security-headers';

const nextConfig: NextConfig = {
  // Lets a check build run beside a running server without overwriting its output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Security headers every response carries (the per-tenant Content-Security-Policy comes from the proxy).
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders() }];
  },
  // A demo picture asked for resized (Sanity image URLs through the local Content Lake: w, h, fit,
  // auto=format...) goes to the route that resizes it, before the static file server would send
  // the whole picture whatever the query (content-lake/demo-picture-route.ts). The short image
  // addresses pages use (`/img/640/demo-stock/suv.jpg`) go to Next's image optimiser.
  async rewrites() {
    return {
      beforeFiles: [
        ...TRANSFORMING_IMAGE_PARAMS.map((key) => ({ source: '/demo-content/:name', has: [{ type: 'query' as const, key }], destination: '/content-assets/demo-content/:name' })),
        shortImageRewrite,
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // `npm test` type-checks every package in a step of its own; a build beside it (a measurement,
  // a second checkout) may skip repeating that with NEXT_SKIP_TYPECHECK=1.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  compiler: {
    // The chunks pages load first are compiled whole with the script, not function by function
    // inside the tasks that hydrate the page (src/server/build/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // Workspace packages publish TypeScript source (`exports: ./src/*.ts`).
  transpilePackages: ['@dealer/schemas', '@dealer/migrations'],
  // Loaded from node_modules at run time: PGlite ships WebAssembly and data files, pg has optional natives.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  turbopack: {
    resolveAlias: {
      // What react-instantsearch-nextjs reads of the request (see the two files).
      'next/headers.js': './src/search/instantsearch-next/next-headers.ts',
      'next/navigation.js': './src/search/instantsearch-next/next-navigation.ts',
      // InstantSearch's router needs qs only for the URL format the search pages replace (see the file).
      qs: { browser: './src/search/router-query-string.ts' },
    },
  },
  // 'use cache' for pages and data that are the same for every shopper, tagged per tenant and
  // document (src/server/cache/cache-tags.ts). The handler is Next's in-memory one, or Redis with
  // REDIS_URL (src/server/cache/use-cache-handler.mjs; next commands run in web/).
  cacheHandlers: {
    default: resolve('src/server/cache/use-cache-handler.mjs'),
    remote: resolve('src/server/cache/use-cache-handler.mjs'),
  },
  // Whole pages that are the same for every shopper (routes that export generateStaticParams,
  // src/server/cache/route-cache.ts) are prerendered on their first request per tenant and then
  // served from this cache (`x-nextjs-cache: HIT`) until one of the tags they were rendered with
  // expires, on this instance or, with REDIS_URL, on any (src/server/cache/route-cache-handler.mjs).
  // Kept in each instance's memory, at most this many bytes (least recently used pages go first).
  cacheHandler: resolve('src/server/cache/route-cache-handler.mjs'),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Cache Components: a page is prerendered from what is the same for every shopper (its data in
  // 'use cache'); what it reads of the request (the query, cookies) is rendered per request. A 404
  // decided per request is decided in the proxy (tenancy/missing-page.ts): once a page has sent its
  // shell the status is a 200. A prerender keeps its 404, so pages decided from their parameters
  // stay in the page (an unknown car, a blog page past the last). Per-shopper parts that read the
  // URL render in the browser only (the session trail, the search's navigation), or Next would
  // send them as a part rendered apart from the page.
  cacheComponents: true,
  // A link prefetches the whole cached page, not only its shell: shells here carry the content.
  partialPrefetching: false,
  experimental: {
    // Pages rendered at run time stay in memory: on disk they would outlive the data they were
    // rendered from (the embedded database is re-seeded under an existing build).
    isrFlushToDisk: false,
    // The stylesheet (~9 KB gzipped) arrives with the HTML, so the first paint and the LCP image
    // do not wait for a stylesheet round trip. It is in the page once, as a <style> tag: patched
    // Next (patches/) keeps its text out of the RSC payload, where React on the client would find
    // the <style> already in the document and never read it (~50 KB raw off every page; Next
    // 16.4's third copy for the global-error boundary is patched out too). The <style> is filled
    // in continueFizzStream and continueDynamicHTMLResume, and, patched, in the prerender's
    // continuations (continueStaticPrerender and the rest), so every page carries it. Measured
    // with `npm run lighthouse`: switching it off cut the vehicle page's blocking time a little
    // but delayed the home pages' LCP (hero painted ~1 s later behind script evaluation), so it
    // stays on. Measured again on 24 Nov 2026 (riverside-toyota home, 3 runs each, alternating,
    // same loaded machine): inlined LCP 1.4 s median (1.1-2.6), linked 2.8 s (2.6-3.1), while
    // linking took ~99 KB raw / ~20 KB gzip off every page's HTML (home 300-359 KB to 202-261 KB).
    // LCP weighs more: it stays on.
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
      // Images uploaded in the Studio to the local Content Lake (content-lake/content-asset-route.ts).
      { pathname: '/content-assets/images/**', search: '' },
    ],
    // The hosted content adapter serves images from Sanity's CDN: this project's dataset only.
    remotePatterns: process.env.SANITY_PROJECT_ID
      ? [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: `/images/${process.env.SANITY_PROJECT_ID}/${process.env.SANITY_DATASET ?? 'production'}/**` }]
      : [],
  },
};

export default nextConfig;
