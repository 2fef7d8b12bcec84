import { randomBytes } from "node:crypto";

// No 0/O or 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 8;

/** A random referral code, e.g. "K7QX2MRA" (31^8 ≈ 8.5e11 codes). */
export function newReferralCode(): string {
  const bytes = randomBytes(LENGTH * 2);
  let code = "";
  for (let i = 0; code.length < LENGTH && i < bytes.length; i++) {
    // Rejection sampling keeps every letter equally likely.
    if (bytes[i] < 248) code += ALPHABET[bytes[i] % ALPHABET.length];
  }
  return code.length === LENGTH ? code : newReferralCode();
}

const REFERRAL_CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/** True for a string shaped like one of our codes; anything else (unknown type, oversized, odd characters) is not. */
export function isReferralCode(value: unknown): value is string {
  return typeof value === "string" && REFERRAL_CODE_PATTERN.test(value);
}
