import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Cloud metadata services by name (AWS, Google, Tencent Cloud); their addresses are refused as link-local anyway. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/** A host name the outbound fetcher never asks DNS about. */
export function isMetadataHost(hostname: string): boolean {
  return METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/**
 * Whether an address may be fetched from the server: ordinary public unicast only. Loopback, private, link-local
 * (cloud metadata), CGNAT, multicast, broadcast, unspecified, unique-local, documentation and the IPv6 forms that
 * carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused; `allowLoopback` (tests only) admits 127/8 and ::1.
 */
export function isFetchableAddress(address: string, allowLoopback = false): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback;
  // The deprecated IPv4-compatible form (::a.b.c.d) counts as unicast to ipaddr.js.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return range === 'unicast';
}
