import path from "node:path";
import type { NextConfig } from "next";
import { ENGLISH_REWRITES } from "./lib/i18n/paths";
import { SERVICE_WORKER_HEADERS, securityHeaders, staticContentSecurityPolicy } from "./lib/security-headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  // `node .next/standalone/server.js` after scripts/prepare-standalone.mjs (deploy/Dockerfile, npm run start:cluster).
  output: "standalone",
  // Pages rendered on demand (the share pages: 22 cards × every day) are cached in memory only, in an LRU of
  // this size, never on disk, which they would fill without end (cache-handler.mjs). 24 MB holds every
  // prerendered page and about 200 share pages; nginx keeps them in front (s-maxage).
  cacheHandler: path.join(process.cwd(), "cache-handler.mjs"),
  cacheMaxMemorySize: 24 * 1024 * 1024,
  experimental: {
    // Styles in the HTML instead of a render-blocking request: the first paint needs no second round
    // trip (our CSS is small; style-src already allows inline styles).
    inlineCss: true,
    // With the styles inline, requests cost nothing: each page carries only the CSS its own modules import.
    cssChunking: { type: "graph", requestCost: 0 },
    // A path no route matches gets app/global-not-found.tsx: the root layout is under `[locale]`, and a root
    // not-found.tsx would be sent, with its whole English shell, in every page's payload.
    globalNotFound: true,
  },
  // PGlite ships WebAssembly and data files that the bundler must not touch (docs/decisions.md#pglite-as-the-embedded-default);
  // prom-client is loaded from node_modules once, so that one registry serves every route (pino is on Next's own list).
  serverExternalPackages: ["@electric-sql/pglite", "prom-client"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    // Next 16 serves only the listed qualities; card scans keep their detail at 60 (see e2e/budget.spec.ts).
    qualities: [50, 60, 75],
    // Only the card scans, with no query string: the encoder never sees a URL of the client's making
    // (proxy.ts also refuses fragments and any other file).
    localPatterns: [{ pathname: "/cards/*.jpg", search: "" }],
  },
  async redirects() {
    // The World's "/how" link of the spec has no page; it is the guide (docs/product.md#information-pages).
    return [{ source: "/how", destination: "/how-to-use", permanent: true }];
  },
  async rewrites() {
    // Every page is under app/[locale]; English keeps the specification's paths, without a prefix, rendered
    // at `/en/…` (lib/i18n/paths.ts). Before the file system, so that `[locale]` never takes `faq` for a
    // language; after proxy.ts, which sees every path as the reader wrote it. A rewrite of the router, not of
    // proxy.ts: the proxy's is an absolute URL, which the router takes for another server's whenever the host
    // it was started with (`-H 127.0.0.1`, HOSTNAME) is not the one the proxy is shown.
    return { beforeFiles: ENGLISH_REWRITES, afterFiles: [], fallback: [] };
  },
  async headers() {
    // The sign-in popup comes back from the identity provider's origin to our callback; a page with a
    // cross-origin-isolating COOP there would sever its link to the window that opened it.
    const popupPages = ["/auth/callback", "/dev/identity/authorize"].map((source) => ({
      source,
      headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }],
    }));
    return [
      { source: "/:path*", headers: securityHeaders(production) },
      // Route handlers set it themselves; this also covers Next's own answers there (405, OPTIONS).
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      // Every page but `/`, whose nonce policy proxy.ts sets per request.
      { source: "/:path+", headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy(production) }] },
      ...popupPages,
      // After the rules above: the last of two rules setting one header wins.
      { source: "/sw.js", headers: SERVICE_WORKER_HEADERS },
    ];
  },
};

export default nextConfig;
