// What an upload is, decided from its bytes (never its name or the browser's claimed type), and
// what we store of it: images decoded and re-encoded without any metadata, videos checked to be
// whole MP4/QuickTime/AVI files and kept as received but for their metadata boxes, blanked.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeBmp, decodeIco } from './bitmap';
import { withoutAviMetadata, withoutIsoMetadata } from './video-metadata';

/** Bytes file-type needs to recognise every format we accept. */
export const SNIFF_BYTES = 4100;
/** Longest side of a stored image; phones take 4000-8000 px photos, 4096 shows any damage well. */
export const MAX_IMAGE_SIDE = 4096;
/**
 * Larger pictures are refused from their header, before a pixel is decoded: 8192 × 6144, a little
 * over the 48-50 MP of the largest phone cameras (a 10 MB file holds no real photo much larger). A
 * small PNG can unpack to gigabytes: a 12 KB one of 100 MP cost 140 MB and 3 s of CPU to decode.
 */
export const MAX_INPUT_PIXELS = 8192 * 6144;
/**
 * BMP and ICO pixels are unpacked by our own decoder, 4 bytes each in memory: held to the stored
 * size (4096²). No real bitmap within the 10 MB limit is larger; a 1-bit one of 50 MP is 6 MB.
 */
export const MAX_BITMAP_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/**
 * Pictures decoded at once by this process (one per core of a small server): the others wait their
 * turn, so eight large uploads at once cost what two do (each up to ~70 MB and 1.5 s of CPU).
 */
export const MAX_CONCURRENT_DECODES = 2;
const JPEG_QUALITY = 85;

const IMAGE_FORMATS = ['jpg', 'png', 'apng', 'webp', 'gif', 'tif', 'bmp', 'ico'] as const;
const VIDEO_FORMATS = ['mp4', 'mov', 'avi'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];
type VideoFormat = (typeof VIDEO_FORMATS)[number];

export type AcceptedType = { kind: 'image'; format: ImageFormat } | { kind: 'video'; format: VideoFormat };

export interface PreparedFile {
  kind: 'image' | 'video';
  bytes: Buffer;
  extension: 'jpg' | 'png' | VideoFormat;
  mimeType: string;
}

/** Runs work with at most `slots` runs under way at once; the others wait in arrival order. */
export function createSlots(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active(): number {
      return active;
    },
    get waiting(): number {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < slots) active += 1;
      // A finishing run hands its slot straight to the next in line (active stays the same).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}

/** The process's image decoders (sharp and the bitmap decoder), MAX_CONCURRENT_DECODES at a time. */
export const imageDecodes = createSlots(MAX_CONCURRENT_DECODES);

/** Why accepted-looking content cannot be stored: it does not decode, or it is too big to decode. */
export class UnreadableContent extends Error {
  constructor(
    readonly problem: 'unreadable image' | 'unreadable video' | 'image dimensions too large',
    /** The decoder's own words, for the log. */
    readonly detail?: string,
  ) {
    super(problem);
  }
}

const VIDEO_MIME_TYPES: Record<VideoFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

// sharp's name for what file-type detected: both must agree before a picture is decoded.
const SHARP_FORMATS: Partial<Record<ImageFormat, string>> = {
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  webp: 'webp',
  gif: 'gif',
  tif: 'tiff',
};

/** The accepted type of content starting with `head` (at least SNIFF_BYTES of it, or all of a smaller file), or null. */
export async function acceptedTypeOf(head: Uint8Array): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  if ((IMAGE_FORMATS as readonly string[]).includes(detected.ext)) {
    return { kind: 'image', format: detected.ext as ImageFormat };
  }
  if ((VIDEO_FORMATS as readonly string[]).includes(detected.ext)) {
    return { kind: 'video', format: detected.ext as VideoFormat };
  }
  return null;
}

/** What to store for an upload of an accepted type; UnreadableContent when it does not hold up. */
export async function prepareForStorage(bytes: Buffer, type: AcceptedType): Promise<PreparedFile> {
  if (type.kind === 'video') {
    const whole = type.format === 'avi' ? isWholeAvi(bytes) : isWholeIsoMedia(bytes);
    const stripped = !whole
      ? null
      : type.format === 'avi'
        ? withoutAviMetadata(bytes)
        : withoutIsoMetadata(bytes);
    if (!stripped) throw new UnreadableContent('unreadable video');
    return {
      kind: 'video',
      bytes: stripped,
      extension: type.format,
      mimeType: VIDEO_MIME_TYPES[type.format],
    };
  }
  return reencodeImage(bytes, type.format);
}

async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<PreparedFile> {
  try {
    if (format === 'bmp' || format === 'ico') {
      // The bitmap decoder reads the header and refuses too many pixels before it unpacks any.
      return await imageDecodes.run(async () => {
        const decoded =
          format === 'bmp' ? decodeBmp(bytes, MAX_BITMAP_PIXELS) : decodeIco(bytes, MAX_BITMAP_PIXELS);
        if ('png' in decoded) return reencode(await readHeader(decodeIconPng(decoded.png)), 'png');
        const raw = { width: decoded.width, height: decoded.height, channels: 4 } as const;
        let input = sharp(decoded.rgba, { raw, limitInputPixels: MAX_BITMAP_PIXELS });
        if (decoded.opaque) input = input.removeAlpha();
        return reencode({ input, metadata: await input.metadata() }, undefined, !decoded.opaque);
      });
    }
    // The header alone (no pixel decoded) says how large the picture is: a picture too large is
    // refused here, without waiting for a decoder.
    const header = await readHeader(sharpOf(bytes));
    return await imageDecodes.run(() => reencode(header, SHARP_FORMATS[format]));
  } catch (error) {
    if (error instanceof UnreadableContent) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit|too many pixels|bad dimensions/i.test(message)) {
      throw new UnreadableContent('image dimensions too large', message);
    }
    // Whatever sharp or the bitmap decoder could not read is the shopper's file's fault, not ours.
    throw new UnreadableContent('unreadable image', message);
  }
}

interface Header {
  input: Sharp;
  metadata: Metadata;
}

/** The picture's header (sharp reads no pixels for it); refuses one over the pixel limit. */
async function readHeader(input: Sharp): Promise<Header> {
  const metadata = await input.metadata();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new UnreadableContent('image dimensions too large', `${metadata.width}x${metadata.height}`);
  }
  return { input, metadata };
}

/**
 * Decodes and re-encodes a picture whose header was read. `expected` is sharp's reading of the
 * format, which must agree with file-type's (none for pixels we decoded ourselves); `hasAlpha` is
 * known for those.
 */
async function reencode(
  { input, metadata }: Header,
  expected: string | undefined,
  hasAlpha?: boolean,
): Promise<PreparedFile> {
  if (expected && metadata.format !== expected) throw new UnreadableContent('unreadable image');
  // A GIF always decodes with an alpha channel, a screenshot often has one it never uses: only
  // pictures with transparent pixels stay PNG.
  const keepAlpha = hasAlpha ?? (metadata.hasAlpha === true && !(await input.clone().stats()).isOpaque);
  const pipeline = input
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: 30 });
  // sharp writes no metadata unless asked: EXIF (GPS location, camera, time), XMP, IPTC and the
  // colour profile all go; pixels are converted to sRGB, and the EXIF orientation is applied above.
  if (keepAlpha) {
    const output = await pipeline.png({ compressionLevel: 8 }).toBuffer();
    return { kind: 'image', bytes: output, extension: 'png', mimeType: 'image/png' };
  }
  // No Huffman optimisation: it holds the whole picture's coefficients (~75 MB at 4096 × 3072) for
  // a file about 10% smaller; without it an encode needs ~10 MB.
  const output = await pipeline.jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }).toBuffer();
  return { kind: 'image', bytes: output, extension: 'jpg', mimeType: 'image/jpeg' };
}

/** An icon's PNG picture, held to the bitmap limit like the icon's other pictures. */
function decodeIconPng(png: Buffer): Sharp {
  return sharp(png, { failOn: 'error', limitInputPixels: MAX_BITMAP_PIXELS, animated: false });
}

function sharpOf(bytes: Buffer): Sharp {
  // failOn 'error': truncated or corrupt pixel data fails; a harmless warning (odd bytes after the
  // end marker, which some phones write) does not. Only the first frame of an animation is read.
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
}

/**
 * An MP4 or QuickTime file is a chain of boxes (size, type) that must end exactly at the end of the
 * file and hold the movie's description (`moov`, or `moof` fragments): a cut-off upload or bytes
 * that only start like a video fail.
 */
export function isWholeIsoMedia(bytes: Buffer): boolean {
  let offset = 0;
  let sawMovie = false;
  for (let boxes = 0; offset < bytes.length; boxes += 1) {
    if (boxes > 10_000 || bytes.length - offset < 8) return false;
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    let header = 8;
    if (size === 1) {
      if (bytes.length - offset < 16) return false;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < header || offset + size > bytes.length) return false;
    if (type === 'moov' || type === 'moof') sawMovie = true;
    offset += size;
  }
  return sawMovie;
}

/** An AVI file is RIFF chunks ('AVI ' then OpenDML's 'AVIX'), the first starting with its header list. */
export function isWholeAvi(bytes: Buffer): boolean {
  if (bytes.length < 24 || bytes.toString('latin1', 8, 12) !== 'AVI ') return false;
  if (bytes.toString('latin1', 12, 16) !== 'LIST' || bytes.toString('latin1', 20, 24) !== 'hdrl')
    return false;
  let offset = 0;
  for (let chunks = 0; offset < bytes.length; chunks += 1) {
    // A single pad byte may close the file.
    if (bytes.length - offset === 1 && bytes[offset] === 0) return true;
    if (
      chunks > 1000 ||
      bytes.length - offset < 12 ||
      bytes.toString('latin1', offset, offset + 4) !== 'RIFF'
    ) {
      return false;
    }
    const form = bytes.toString('latin1', offset + 8, offset + 12);
    if (form !== (chunks === 0 ? 'AVI ' : 'AVIX')) return false;
    const size = bytes.readUInt32LE(offset + 4);
    if (size < 4 || offset + 8 + size > bytes.length) return false;
    offset += 8 + size + (size % 2);
  }
  return offset === bytes.length || offset === bytes.length + 1;
}
