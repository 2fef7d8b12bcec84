import { describe, expect, it } from "vitest";
import { NOT_A_PUSH_SERVICE, isPushServiceHost, pushEndpointRefusal } from "./endpoint";
import { isPublicAddress } from "./public-address";

const production = { anyHost: false };

describe("pushEndpointRefusal", () => {
  it("lets production post to the browsers' push services, https on 443", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:443/wp/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QO",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(pushEndpointRefusal(endpoint, production), endpoint).toBeNull();
    }
  });

  it("lets production post to an operator's own push service named in PUSH_SERVICE_HOSTS, exactly or under *.", () => {
    const rules = { anyHost: false, extraHosts: ["push.example.org", "*.push.example.net"] };
    expect(pushEndpointRefusal("https://push.example.org/p/1", rules)).toBeNull();
    expect(pushEndpointRefusal("https://eu.push.example.net/p/1", rules)).toBeNull();
    expect(pushEndpointRefusal("https://a.b.push.example.net/p/1", rules)).toBeNull();
    expect(pushEndpointRefusal("https://push.example.net/p/1", rules)).toBe(NOT_A_PUSH_SERVICE);
    expect(pushEndpointRefusal("https://other.example.org/p/1", rules)).toBe(NOT_A_PUSH_SERVICE);
  });

  it("refuses plain http in production", () => {
    expect(pushEndpointRefusal("http://fcm.googleapis.com/fcm/send/abc", production)).toBe("must be an https URL");
  });

  it("refuses every spelling the last probe got through, and any other address that is no push service's", () => {
    for (const endpoint of [
      // Accepted before: names that point inside, another port, a user name and password.
      "https://localhost.:8443/push",
      "https://foo.localhost.:8443/push",
      "https://vm.:8443/push",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com:5432/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://user@updates.push.services.mozilla.com/wpush/v2/abc",
      // Refused before too: IP addresses in any spelling, localhost, single labels.
      "https://127.0.0.1/push",
      "https://0x7f.1/push",
      "https://2130706433/push",
      "https://[::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://localhost/push",
      "https://a.localhost/push",
      "https://intranet/push",
      // Look-alikes of the push services' names.
      "https://fcm.googleapis.com./fcm/send/abc",
      "https://xfcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://push.apple.com/QO",
      "https://evil-notify.windows.com/w/?token=abc",
      "https://notify.windows.com.evil.example/w/?token=abc",
      "https://internal.example.com/push",
    ]) {
      expect(pushEndpointRefusal(endpoint, production), endpoint).toBe(NOT_A_PUSH_SERVICE);
    }
    expect(pushEndpointRefusal("not a url", production)).toBe("must be a URL");
  });

  it("allows any local http(s) push service with local providers, and nothing but http(s)", () => {
    expect(pushEndpointRefusal("http://127.0.0.1:4010/push/1", { anyHost: true })).toBeNull();
    expect(pushEndpointRefusal("ftp://127.0.0.1/push/1", { anyHost: true })).toBe("must be an http or https URL");
  });
});

describe("isPushServiceHost", () => {
  it("matches a name exactly, or any name of whole labels under a *. entry", () => {
    expect(isPushServiceHost("web.push.apple.com", ["*.push.apple.com"])).toBe(true);
    expect(isPushServiceHost("push.apple.com", ["*.push.apple.com"])).toBe(false);
    expect(isPushServiceHost("evilpush.apple.com", ["*.push.apple.com"])).toBe(false);
    expect(isPushServiceHost("fcm.googleapis.com", ["fcm.googleapis.com"])).toBe(true);
    expect(isPushServiceHost("a.fcm.googleapis.com", ["fcm.googleapis.com"])).toBe(false);
  });
});

describe("isPublicAddress", () => {
  it("refuses every address that is not on the public internet", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "10.1.2.3",
      "100.64.0.1",
      "100.127.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "192.0.0.8",
      "192.0.2.1",
      "198.18.0.1",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:8.8.8.8",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "64:ff9b::7f00:1",
      "2001:db8::1",
      "2001::1",
      "2002:7f00:1::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fec0::1",
      "ff02::1",
      "100::1",
      "not an address",
      "localhost",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("takes public unicast addresses", () => {
    for (const address of ["8.8.8.8", "142.250.185.74", "100.63.255.255", "100.128.0.1", "172.32.0.1", "2a00:1450:4001:81b::200a", "2606:4700::6810:84e5"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
