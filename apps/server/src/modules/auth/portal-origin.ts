// Which addresses are this portal, for links the server mails (the verification link carries a
// live access token, so a link to anyone else's site would hand them the shopper's session).
// The portal answers on more than its configured PUBLIC_URL: a store's own subdomain, 127.0.0.1
// or [::1] on the machine itself, the machine's address on the local network. A Host header is
// the client's word, so a host counts only when it cannot lead anywhere but here.
import { isIP } from 'node:net';

export interface PortalHosts {
  /** PUBLIC_URL's host name. */
  publicHostname: string;
  /** PORTAL_BASE_DOMAINS: each, and each store's subdomain under it. */
  baseDomains: readonly string[];
}

export interface Connection {
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  clientAddress: string | undefined;
  /** The address of this machine the connection arrived at. */
  localAddress: string | undefined;
}

/** '[::1]' → '::1', '::ffff:10.0.0.5' → '10.0.0.5': one spelling per address. */
function plainAddress(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare.startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

function isLoopbackAddress(address: string): boolean {
  const plain = plainAddress(address);
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** localhost and *.localhost always name the machine itself (RFC 6761), as do 127/8 and ::1. */
function namesLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackAddress(hostname);
}

/** The configured host names: PUBLIC_URL's, the base domains and the stores' subdomains under them. */
export function isConfiguredHost(hostname: string, hosts: PortalHosts): boolean {
  const host = hostname.toLowerCase();
  return (
    host === hosts.publicHostname.toLowerCase() ||
    hosts.baseDomains.some((base) => host === base || host.endsWith(`.${base}`))
  );
}

/**
 * Whether a host name the client used is this portal: a configured host; a loopback name when
 * the client itself is on this machine (for anyone else it would be their own machine); or an IP
 * address the connection actually arrived at (a phone on the local network opening
 * http://192.168.1.20:3000).
 */
export function isPortalHost(hostname: string, hosts: PortalHosts, connection: Connection): boolean {
  const host = hostname.toLowerCase();
  if (isConfiguredHost(host, hosts)) return true;
  if (namesLoopback(host)) {
    return connection.clientAddress !== undefined && isLoopbackAddress(connection.clientAddress);
  }
  return (
    isIP(plainAddress(host)) !== 0 &&
    connection.localAddress !== undefined &&
    plainAddress(host) === plainAddress(connection.localAddress)
  );
}

/**
 * The origin a request was made to (`protocol` and `host` as Fastify reads them: the Host header,
 * or X-Forwarded-Proto/-Host only from a trusted proxy), when that origin is this portal; else null.
 */
export function requestPortalOrigin(
  request: { protocol: string; host: string },
  hosts: PortalHosts,
  connection: Connection,
): URL | null {
  if ((request.protocol !== 'http' && request.protocol !== 'https') || !request.host) return null;
  let origin: URL;
  try {
    origin = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  // A Host header is a host and a port, nothing more: no user, path, query or fragment.
  if (origin.username || origin.password || origin.pathname !== '/' || origin.search || origin.hash) {
    return null;
  }
  return isPortalHost(origin.hostname, hosts, connection) ? origin : null;
}
