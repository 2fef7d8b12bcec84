/**
 * Security headers (docs/architecture.md#pages-and-the-browser). Two content-security policies: a static one for prerendered pages,
 * which show neither user nor AI text (Next inlines bootstrap scripts there, hence 'unsafe-inline';
 * a nonce would make them dynamic), and a per-request nonce with 'strict-dynamic' for `/`, which
 * shows the user's question and the AI's reading.
 */
function policy(scriptSources: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${production ? "" : " 'unsafe-eval'"}`,
    // Inline style attributes (next/image, toasts) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The push service worker (/sw.js); stated, because 'strict-dynamic' would otherwise decide for workers too.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function staticContentSecurityPolicy(production: boolean): string {
  return policy("'self' 'unsafe-inline'", production);
}

export function nonceContentSecurityPolicy(nonce: string, production: boolean): string {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, production);
}

/**
 * The service worker's own answer (public/sw.js): revalidated at every check, so an update is not held back
 * by a cache; and a policy of its own, since a worker runs under its script's policy, not the page's.
 */
export const SERVICE_WORKER_HEADERS = [
  { key: "Cache-Control", value: "no-cache" },
  { key: "Content-Type", value: "application/javascript; charset=utf-8" },
  { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'" },
];

/** Headers for every response; the content-security policy is added per page kind. */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
