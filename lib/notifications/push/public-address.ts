import "server-only";
import { BlockList, isIP } from "node:net";

/**
 * Whether an address a push service's name resolved to is on the public internet (pure). A push is posted to
 * it only then: a name that points inside (our own loopback, the host's network, a cloud's metadata
 * service) reaches nothing (docs/architecture.md#security). IPv4: every special-purpose block of the IANA
 * registry. IPv6: only global unicast (2000::/3), less its special blocks; an IPv4-mapped address, NAT64 and
 * 6to4 (which carry an IPv4 address inside) are refused whatever they carry.
 */

const NOT_PUBLIC_V4: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (CGNAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

const NOT_PUBLIC_V6: readonly [string, number][] = [
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local-use NAT64
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["3fff::", 20], // documentation
];

// One list per family: Node's BlockList matches an IPv4 address against IPv4-mapped IPv6 blocks too.
const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, "ipv4");
const notPublicV6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V6) notPublicV6.addSubnet(network, prefix, "ipv6");

/** Global unicast: every other IPv6 block (loopback, unique-local, link-local, multicast …) is not the internet. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !notPublicV4.check(address, "ipv4");
  if (version === 6) return globalUnicast.check(address, "ipv6") && !notPublicV6.check(address, "ipv6");
  return false;
}
