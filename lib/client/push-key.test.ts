import { describe, expect, it } from "vitest";
import { generateVAPIDKeys } from "web-push";
import { applicationServerKeyOf, isSameServerKey } from "./push-key";

describe("applicationServerKeyOf", () => {
  it("decodes a VAPID public key to its 65 bytes, as Node reads the same base64url", () => {
    const { publicKey } = generateVAPIDKeys();
    const bytes = applicationServerKeyOf(publicKey);
    expect(bytes).toHaveLength(65);
    expect(Buffer.from(bytes).equals(Buffer.from(publicKey, "base64url"))).toBe(true);
  });

  it("decodes the characters base64url has and base64 lacks, with or without padding", () => {
    expect([...applicationServerKeyOf("-_8")]).toEqual([0xfb, 0xff]);
    expect([...applicationServerKeyOf("-_8=")]).toEqual([0xfb, 0xff]);
  });
});

describe("isSameServerKey", () => {
  it("tells a subscription made with our key from one made with another", () => {
    const ours = generateVAPIDKeys().publicKey;
    const theirs = generateVAPIDKeys().publicKey;
    expect(isSameServerKey(applicationServerKeyOf(ours).buffer, ours)).toBe(true);
    expect(isSameServerKey(applicationServerKeyOf(theirs).buffer, ours)).toBe(false);
    expect(isSameServerKey(null, ours)).toBe(true);
  });
});
