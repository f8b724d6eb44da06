import dns, { type LookupAddress } from 'node:dns';
import net, { BlockList } from 'node:net';

/**
 * Addresses the server never calls a bot at unless BOT_URL_ALLOW_PRIVATE names them
 * (docs/features/bots.md "Where a bot may live"): a bot URL is typed by an administrator, and
 * without this it pointed the server at its own loopback services, the cloud's metadata address
 * (169.254.169.254) or the private network behind it.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, unspecified, multicast and reserved addresses. */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true; // not an address: refused
  const lower = address.toLowerCase();
  // ::ffff:a.b.c.d and ::ffff:7f00:1 carry an IPv4 address, checked as such (a ::ffff:0:0/96 rule in
  // the BlockList would match every IPv4 address too).
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(lower);
  if (mapped) {
    if (mapped[1]) return INTERNAL.check(mapped[1], 'ipv4');
    const high = parseInt(mapped[2]!, 16);
    const low = parseInt(mapped[3]!, 16);
    return INTERNAL.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return INTERNAL.check(lower, 'ipv6');
}

/** A bot URL's host refused as internal; the caller answers it with its own message. */
export class InternalAddressError extends Error {
  constructor() {
    super('internal address');
  }
}

/** The URL's host name as compared with the allowed list: lower case, IPv6 without brackets. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * node:http's `lookup` for a bot call: every address the name resolves to must be public, or the
 * name or address must be on `allowed`. Checked when connecting, so a name cannot resolve to a public
 * address for a check and to an internal one for the call (DNS rebinding).
 */
export function guardedLookup(allowed: readonly string[]): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      const permitted = allowed.includes(hostname.toLowerCase());
      const refused = addresses.some((a) => isInternalAddress(a.address) && !allowed.includes(a.address));
      if (addresses.length === 0 || (!permitted && refused)) {
        return callback(new InternalAddressError(), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as never as AllCallback)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
type AllCallback = (error: null, addresses: LookupAddress[]) => void;

/** A URL whose host is an IP literal (no lookup happens for it): internal and not allowed. */
export function refusedLiteral(url: URL, allowed: readonly string[]): boolean {
  const host = hostOf(url);
  return net.isIP(host) !== 0 && isInternalAddress(host) && !allowed.includes(host);
}

/** Names that always mean this machine (RFC 6761), so a save can tell without asking DNS. */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * A bot URL refused when it is saved (docs/features/bots.md "Where a bot may live"): an internal IP
 * literal or a localhost name that `allowed` does not cover. Other names are checked by what they
 * resolve to when the bot is called.
 */
export function refusedOnSave(url: string, allowed: readonly string[]): boolean {
  const parsed = new URL(url);
  const host = hostOf(parsed);
  if (isLocalhostName(host))
    return !allowed.includes(host) && !['127.0.0.1', '::1'].some((a) => allowed.includes(a));
  return refusedLiteral(parsed, allowed);
}
