// A store's logo as a PNG for e-mails (issue 15): Gmail and Outlook show no SVG, so the logo the
// store set (usually SVG) is rendered to a PNG 80 px high (40 px at 2x) with sharp (librsvg for
// SVG), and kept in memory by its source. The logo is a file of the web app (a path) or the store's
// own https address, fetched with a time and size limit from public addresses only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { addressesOf, isPublicAddress } from '../../lib/public-address';

const HEIGHT = 80;
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const CACHE_SIZE = 200;

export interface EmailLogos {
  /** The PNG of a logo source (a path of the web app or an https URL), or null when it cannot be read. */
  png(logo: string): Promise<Buffer | null>;
}

export function createEmailLogos(options: {
  /** Folders a path logo is read from, in order (the built web app, then its public folder). */
  roots: readonly string[];
  /** Fetches a remote logo's bytes (tests and development may allow loopback). */
  fetchRemote?: (url: URL) => Promise<Buffer | null>;
}): EmailLogos {
  const cache = new Map<string, Promise<Buffer | null>>();
  const fetchRemote = options.fetchRemote ?? fetchPublicHttps;

  async function source(logo: string): Promise<Buffer | null> {
    if (/^https?:\/\//i.test(logo)) return fetchRemote(new URL(logo));
    const relative = path.posix.normalize(`/${logo.split('?')[0] ?? ''}`);
    for (const root of options.roots) {
      const file = path.join(root, relative);
      if (!file.startsWith(path.resolve(root) + path.sep)) continue;
      const bytes = await readFile(file).catch(() => null);
      if (bytes) return bytes;
    }
    return null;
  }

  async function render(logo: string): Promise<Buffer | null> {
    const bytes = await source(logo);
    if (!bytes || bytes.length > MAX_SOURCE_BYTES) return null;
    try {
      // density: an SVG drawn at 300 dpi before it is scaled down stays sharp.
      return await sharp(bytes, { density: 300, limitInputPixels: 40_000_000 })
        .resize({ height: HEIGHT, withoutEnlargement: false })
        .png({ compressionLevel: 9 })
        .toBuffer();
    } catch {
      return null;
    }
  }

  return {
    png(logo) {
      let found = cache.get(logo);
      if (!found) {
        found = render(logo);
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(logo, found);
        // A failure is not kept: the store may fix its logo, or the network come back.
        void found.then((png) => (png ? undefined : cache.delete(logo)));
      }
      return found;
    },
  };
}

/** An https logo from a public address only, within the time and size limits. */
async function fetchPublicHttps(url: URL): Promise<Buffer | null> {
  if (url.protocol !== 'https:') return null;
  const addresses = await addressesOf(url.hostname).catch(() => []);
  if (!addresses.length || addresses.some((address) => !isPublicAddress(address))) return null;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = Buffer.from(await response.arrayBuffer());
    return body.length <= MAX_SOURCE_BYTES ? body : null;
  } catch {
    return null;
  }
}
