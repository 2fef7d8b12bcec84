import { describe, expect, it } from "vitest";
import { pushEndpointRefusal } from "./endpoint";

describe("pushEndpointRefusal", () => {
  it("lets production post to the push services' https hosts", () => {
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/abc", "https://web.push.apple.com/QO"]) {
      expect(pushEndpointRefusal(endpoint, { anyHost: false }), endpoint).toBeNull();
    }
  });

  it("refuses plain http, IP addresses in any spelling, localhost and single-label hosts in production", () => {
    expect(pushEndpointRefusal("http://fcm.googleapis.com/fcm/send/abc", { anyHost: false })).toBe("must be an https URL");
    for (const endpoint of ["https://127.0.0.1/push", "https://0x7f.1/push", "https://2130706433/push", "https://[::1]/push", "https://localhost/push", "https://a.localhost/push", "https://intranet/push"]) {
      expect(pushEndpointRefusal(endpoint, { anyHost: false }), endpoint).toBe("must be a push service's address");
    }
  });

  it("allows a local http push service with local providers", () => {
    expect(pushEndpointRefusal("http://127.0.0.1:4010/push/1", { anyHost: true })).toBeNull();
  });
});
