import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/tarot/interpret", { headers });

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless a proxy of ours is trusted", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "203.0.113.9" }), 0)).toBeNull();
  });

  it("takes the entry our one proxy appended, not the ones the client sent before it", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientAddress(request({ "X-Forwarded-For": "1.2.3.4, 5.6.7.8, 203.0.113.9" }), 1)).toBe("203.0.113.9");
  });

  it("counts back as many entries as there are proxy hops", () => {
    // Client → CDN (appends the client) → nginx (appends the CDN) → app.
    expect(clientAddress(request({ "X-Forwarded-For": "spoofed, 198.51.100.7, 10.0.0.2" }), 2)).toBe("198.51.100.7");
    expect(clientAddress(request({ "X-Forwarded-For": "198.51.100.7" }), 2)).toBe("198.51.100.7");
  });

  it("answers null without the header, and never trusts X-Real-IP, which a client can send too", () => {
    expect(clientAddress(request({}), 1)).toBeNull();
    expect(clientAddress(request({ "X-Real-IP": "198.51.100.4" }), 1)).toBeNull();
  });
});
