import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

function request(headers: Record<string, string>) {
  return new Request("http://localhost/api/tarot/interpret", { headers });
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "203.0.113.9" }), false)).toBeNull();
  });

  it("takes the first hop of X-Forwarded-For behind a trusted proxy", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "203.0.113.9, 10.0.0.2" }), true)).toBe("203.0.113.9");
  });

  it("falls back to X-Real-IP, and to nothing", () => {
    expect(clientAddress(request({ "X-Real-IP": "198.51.100.4" }), true)).toBe("198.51.100.4");
    expect(clientAddress(request({}), true)).toBeNull();
  });
});
