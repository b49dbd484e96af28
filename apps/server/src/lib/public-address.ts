// Whether an address may be reached from the portal where private targets are refused (webhook
// endpoints, a store's remote logo): public unicast only, never loopback, private or link-local.
import dns from 'node:dns';
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
