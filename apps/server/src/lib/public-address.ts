// Whether an address may be reached from the portal where private targets are refused (webhook
// endpoints, a store's remote logo, any provider address a merchant supplied): public unicast
// only, never loopback, private or link-local.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Whether an address is on the public internet (not loopback, private, link-local …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** Every address a host name has (an address literal is itself). */
export async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return [bare];
  const found = await dns.promises.lookup(bare, { all: true });
  return found.map((entry) => entry.address);
}

export class PrivateTargetError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
  }
}

/**
 * dns.lookup, refusing any answer with a non-public address: given to a connection, every address
 * is checked when it is made, so a name cannot be re-pointed at our own network after a check.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new PrivateTargetError(hostname), '', 4);
    }
    if ((options as dns.LookupOptions).all) return callback(null, list as never, 4);
    const first = list[0] as dns.LookupAddress;
    return callback(null, first.address, first.family);
  });
};
