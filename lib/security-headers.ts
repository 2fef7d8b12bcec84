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
