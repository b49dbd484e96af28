// A store's small brand images as data: addresses a page carries in itself (decision 045): on a
// slow network each linked image is one more connection before the page's largest text is painted.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { INLINED_IMAGE_MAX_BYTES, isBrandImageUrl } from '@rc/domain/branding';

const TYPES = new Map([
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.webp', 'image/webp'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.gif', 'image/gif'],
]);

/**
 * An image file as a data: address, or null when it is not a kind we inline or is larger than
 * INLINED_IMAGE_MAX_BYTES. SVG is percent-encoded (it then compresses with the page; base64 would
 * not), with quotes and parentheses encoded too, so the address is safe in any attribute.
 */
export function imageDataUrl(fileName: string, bytes: Buffer): string | null {
  const type = TYPES.get(path.extname(fileName).toLowerCase());
  if (!type || bytes.length === 0 || bytes.length > INLINED_IMAGE_MAX_BYTES) return null;
  if (type !== 'image/svg+xml') return `data:${type};base64,${bytes.toString('base64')}`;
  const text = bytes.toString('utf8').replace(/\s+/g, ' ').trim();
  const encoded = encodeURIComponent(text).replace(
    /['()!*~]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `data:${type},${encoded}`;
}

/**
 * The data: address of a brand image given as a path of the web app (`/demo/brands/logo.svg`),
 * read once per path; null for other sites' images, missing files and anything too large.
 */
export function createInlinedImages(webDist: string): (address: string | null) => string | null {
  const root = path.resolve(webDist);
  const known = new Map<string, string | null>();
  return (address) => {
    if (!address?.startsWith('/') || address.startsWith('//') || !isBrandImageUrl(address)) return null;
    let inlined = known.get(address);
    if (inlined === undefined) {
      const file = path.join(root, path.posix.normalize(address.split(/[?#]/)[0] ?? ''));
      const found = file.startsWith(root + path.sep) ? statSync(file, { throwIfNoEntry: false }) : undefined;
      inlined =
        found?.isFile() && found.size <= INLINED_IMAGE_MAX_BYTES
          ? imageDataUrl(file, readFileSync(file))
          : null;
      known.set(address, inlined);
    }
    return inlined;
  };
}
