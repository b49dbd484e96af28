// BMP and ICO decoding (spec 5 allows .bmp and .ico; libvips, under sharp, reads neither). Turns the
// pixels into RGBA for sharp to re-encode like every other image, so no byte of the shopper's file
// is ever served. Covers what cameras, Paint and icon editors write: uncompressed 1/4/8-bit
// palettes, 16/24/32-bit colour with or without bit masks, top-down or bottom-up rows, ICO entries
// in either BMP or PNG form. RLE and embedded JPEG/PNG bitmaps are refused as unreadable.

export class BitmapError extends Error {}

export interface DecodedBitmap {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom. */
  rgba: Buffer;
  /** True when every pixel is fully opaque. */
  opaque: boolean;
}

const MAX_SIDE = 16_384;
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function fail(reason: string): never {
  throw new BitmapError(reason);
}

function need(view: Buffer, end: number): void {
  if (end > view.length) fail('truncated');
}

interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channelOf(mask: number): Channel | null {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const bits = (mask >>> shift).toString(2);
  if (/0/.test(bits)) fail('bit mask not contiguous');
  return { mask, shift, max: 2 ** bits.length - 1 };
}

function sample(value: number, channel: Channel | null, fallback: number): number {
  if (!channel) return fallback;
  return Math.round((((value & channel.mask) >>> channel.shift) * 255) / channel.max);
}

/** A device-independent bitmap: the BITMAPCOREHEADER/INFOHEADER/V4/V5 image inside a BMP or an ICO entry. */
function decodeDib(
  view: Buffer,
  headerOffset: number,
  options: { pixelOffset?: number; icon: boolean; maxPixels: number },
): DecodedBitmap {
  need(view, headerOffset + 4);
  const headerSize = view.readUInt32LE(headerOffset);
  let width: number;
  let rawHeight: number;
  let bpp: number;
  let compression = BI_RGB;
  let colorsUsed = 0;
  if (headerSize === 12) {
    need(view, headerOffset + 12);
    width = view.readUInt16LE(headerOffset + 4);
    rawHeight = view.readInt16LE(headerOffset + 6);
    bpp = view.readUInt16LE(headerOffset + 10);
  } else if (headerSize >= 40 && headerSize <= 124) {
    need(view, headerOffset + headerSize);
    width = view.readInt32LE(headerOffset + 4);
    rawHeight = view.readInt32LE(headerOffset + 8);
    bpp = view.readUInt16LE(headerOffset + 14);
    compression = view.readUInt32LE(headerOffset + 16);
    colorsUsed = view.readUInt32LE(headerOffset + 32);
  } else {
    fail('unknown bitmap header');
  }
  const topDown = rawHeight < 0;
  // An icon's header counts the colour rows and the transparency mask's rows.
  const height = options.icon ? Math.floor(Math.abs(rawHeight) / 2) : Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) fail('bad dimensions');
  if (width * height > options.maxPixels) fail('too many pixels');
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) fail('unsupported bit depth');

  let masks: [number, number, number, number] | null = null;
  let afterHeader = headerOffset + headerSize;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 16 && bpp !== 32) fail('bit masks need 16 or 32 bits');
    const withAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
    const maskOffset = headerOffset + 40;
    if (headerSize === 40) afterHeader += withAlpha ? 16 : 12;
    need(view, maskOffset + (withAlpha ? 16 : 12));
    masks = [
      view.readUInt32LE(maskOffset),
      view.readUInt32LE(maskOffset + 4),
      view.readUInt32LE(maskOffset + 8),
      withAlpha ? view.readUInt32LE(maskOffset + 12) : 0,
    ];
  } else if (compression !== BI_RGB) {
    fail('compressed bitmaps are not supported');
  } else if (bpp === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  }

  const palette: number[][] = [];
  if (bpp <= 8) {
    const entrySize = headerSize === 12 ? 3 : 4;
    let count = Math.min(colorsUsed || 2 ** bpp, 2 ** bpp);
    // A BMP says where its pixels start: a short palette (common with OS/2 headers) ends there.
    if (options.pixelOffset !== undefined) {
      count = Math.min(count, Math.floor((options.pixelOffset - afterHeader) / entrySize));
      if (count < 1) fail('no palette');
    }
    need(view, afterHeader + count * entrySize);
    for (let index = 0; index < count; index += 1) {
      const at = afterHeader + index * entrySize;
      palette.push([view[at + 2] as number, view[at + 1] as number, view[at] as number]);
    }
    afterHeader += count * entrySize;
  }

  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  const dataOffset = options.pixelOffset ?? afterHeader;
  need(view, dataOffset + stride * height);
  const channels = masks ? masks.map(channelOf) : null;
  const rgba = Buffer.alloc(width * height * 4);
  // A 32-bit bitmap without an alpha mask keeps alpha in its fourth byte, or nothing there at all:
  // all zero means no alpha (as browsers read it).
  let fourthByteIsAlpha = false;
  if (bpp === 32 && !masks) {
    for (let row = 0; row < height && !fourthByteIsAlpha; row += 1) {
      const start = dataOffset + row * stride;
      for (let x = 0; x < width; x += 1) {
        if (view[start + x * 4 + 3] !== 0) {
          fourthByteIsAlpha = true;
          break;
        }
      }
    }
  }
  let carriesAlpha = fourthByteIsAlpha || Boolean(channels?.[3]);

  for (let row = 0; row < height; row += 1) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * stride;
    let target = row * width * 4;
    for (let x = 0; x < width; x += 1, target += 4) {
      let red: number;
      let green: number;
      let blue: number;
      let alpha = 255;
      if (bpp <= 8) {
        const bitOffset = x * bpp;
        const byte = view[source + (bitOffset >> 3)] as number;
        const index = (byte >> (8 - bpp - (bitOffset & 7))) & (2 ** bpp - 1);
        const colour = palette[index] ?? [0, 0, 0];
        [red, green, blue] = colour as [number, number, number];
      } else if (bpp === 24) {
        const at = source + x * 3;
        [blue, green, red] = [view[at] as number, view[at + 1] as number, view[at + 2] as number];
      } else if (channels) {
        const value = bpp === 16 ? view.readUInt16LE(source + x * 2) : view.readUInt32LE(source + x * 4);
        red = sample(value, channels[0] ?? null, 0);
        green = sample(value, channels[1] ?? null, 0);
        blue = sample(value, channels[2] ?? null, 0);
        alpha = sample(value, channels[3] ?? null, 255);
      } else {
        const at = source + x * 4;
        [blue, green, red] = [view[at] as number, view[at + 1] as number, view[at + 2] as number];
        if (fourthByteIsAlpha) alpha = view[at + 3] as number;
      }
      rgba[target] = red;
      rgba[target + 1] = green;
      rgba[target + 2] = blue;
      rgba[target + 3] = alpha;
    }
  }

  // An icon without alpha of its own says which pixels are transparent in a 1-bit mask after the colours.
  if (options.icon && !carriesAlpha) {
    const maskStride = Math.floor((width + 31) / 32) * 4;
    const maskOffset = dataOffset + stride * height;
    if (maskOffset + maskStride * height <= view.length) {
      carriesAlpha = true;
      for (let row = 0; row < height; row += 1) {
        const source = maskOffset + (topDown ? row : height - 1 - row) * maskStride;
        for (let x = 0; x < width; x += 1) {
          const bit = ((view[source + (x >> 3)] as number) >> (7 - (x & 7))) & 1;
          if (bit) rgba[(row * width + x) * 4 + 3] = 0;
        }
      }
    }
  }

  let opaque = true;
  if (carriesAlpha) {
    for (let at = 3; at < rgba.length; at += 4) {
      if (rgba[at] !== 255) {
        opaque = false;
        break;
      }
    }
  }
  return { width, height, rgba, opaque };
}

export function decodeBmp(bytes: Uint8Array, maxPixels: number): DecodedBitmap {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  need(view, 14);
  if (view.toString('latin1', 0, 2) !== 'BM') fail('not a BMP');
  return decodeDib(view, 14, { pixelOffset: view.readUInt32LE(10), icon: false, maxPixels });
}

/** The largest picture of an icon: PNG bytes (for sharp) or decoded pixels. */
export function decodeIco(bytes: Uint8Array, maxPixels: number): { png: Buffer } | DecodedBitmap {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  need(view, 6);
  if (view.readUInt16LE(0) !== 0 || view.readUInt16LE(2) !== 1) fail('not an icon');
  const count = view.readUInt16LE(4);
  if (count === 0) fail('empty icon');
  need(view, 6 + count * 16);
  let best: { area: number; bpp: number; offset: number; size: number } | null = null;
  for (let index = 0; index < count; index += 1) {
    const at = 6 + index * 16;
    const width = view[at] || 256;
    const height = view[at + 1] || 256;
    const entry = {
      area: width * height,
      bpp: view.readUInt16LE(at + 6),
      size: view.readUInt32LE(at + 8),
      offset: view.readUInt32LE(at + 12),
    };
    if (!best || entry.area > best.area || (entry.area === best.area && entry.bpp > best.bpp)) best = entry;
  }
  if (!best) fail('empty icon');
  need(view, best.offset + best.size);
  const image = view.subarray(best.offset, best.offset + best.size);
  if (image.length >= 8 && image.subarray(0, 8).equals(PNG_SIGNATURE)) return { png: Buffer.from(image) };
  return decodeDib(image, 0, { icon: true, maxPixels });
}
