import "server-only";
import { createHash } from "node:crypto";

/**
 * The key of an identity's usage record (docs/decisions.md#usage-counted-per-identity-hash): a one-way hash of issuer + subject, so the
 * record can outlive the account without holding anything that names the person.
 */
export function identityHash({ issuer, subject }: { issuer: string; subject: string }): string {
  // Google signs with two spellings of one issuer ("accounts.google.com" and its https:// form).
  const canonicalIssuer = issuer.replace(/^https:\/\//, "");
  return createHash("sha256").update(`${canonicalIssuer}\n${subject}`).digest("hex");
}
