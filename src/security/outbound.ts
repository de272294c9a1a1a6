// Requests this server makes to addresses it learnt from someone else: a server-side request
// forgery makes a server fetch its own loopback, its cloud's metadata service (169.254.169.254) or the private
// network behind it. The operator's own settings (DOMAIN's ACME directory, SMTP_URL, IMAP_URL, OFFSITE_BACKUP_URL,
// REPLICA_URL) may name any address, a test's 127.0.0.1 included; an address that came from elsewhere (an ACME
// server's links to its order, challenge and certificate, anything added later) may not be loopback, link-local,
// private or otherwise not reachable on the internet.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an address the internet cannot reach: loopback, link-local, private, carrier NAT, multicast, unspecified. */
export function isNotPublic(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isNotPublic(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class OutboundRefused extends Error {}

/**
 * Throws OutboundRefused unless `url` may be fetched: its host is one the operator named (`operatorHosts`,
 * lower-case), or it is and resolves only to public addresses.
 */
export async function assertOutbound(url: string, operatorHosts: ReadonlySet<string>): Promise<void> {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    throw new OutboundRefused(`Refused to fetch ${url.slice(0, 200)}: not an address.`);
  }
  if (operatorHosts.has(host)) return;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const inside = addresses.find(isNotPublic);
  if (inside) throw new OutboundRefused(`Refused to fetch ${url.slice(0, 200)}: ${host} is ${inside}, not a public address, and no setting of the operator names it.`);
}
