// The BMP/ICO reader against bitmaps written the ways Windows, Paint and icon editors write them,
// and against corrupted ones (which must fail with BitmapError, never anything else).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BitmapError, decodeBmp, decodeIco } from './bitmap';

const MAX_PIXELS = 1_000_000;

interface DibSpec {
  width: number;
  height: number;
  bpp: number;
  /** One value per pixel, rows top to bottom: a palette index, or a packed pixel for 16/32 bits, or [r,g,b] for 24. */
  pixels: (number | [number, number, number])[];
  palette?: [number, number, number][];
  compression?: number;
  masks?: number[];
  headerSize?: 12 | 40 | 108;
  topDown?: boolean;
  /** ICO: height doubled and a 1-bit AND mask (1 = transparent) after the colours. */
  andMask?: number[];
}

function dib(spec: DibSpec): Buffer {
  const headerSize = spec.headerSize ?? 40;
  const stride = Math.floor((spec.bpp * spec.width + 31) / 32) * 4;
  const data = Buffer.alloc(stride * spec.height);
  for (let y = 0; y < spec.height; y += 1) {
    const row = (spec.topDown ? y : spec.height - 1 - y) * stride;
    for (let x = 0; x < spec.width; x += 1) {
      const value = spec.pixels[y * spec.width + x] ?? 0;
      if (spec.bpp === 24) {
        const [r, g, b] = value as [number, number, number];
        data[row + x * 3] = b;
        data[row + x * 3 + 1] = g;
        data[row + x * 3 + 2] = r;
      } else if (spec.bpp === 32) data.writeUInt32LE((value as number) >>> 0, row + x * 4);
      else if (spec.bpp === 16) data.writeUInt16LE(value as number, row + x * 2);
      else {
        const bit = x * spec.bpp;
        const at = row + (bit >> 3);
        data[at] = (data[at] as number) | ((value as number) << (8 - spec.bpp - (bit & 7)));
      }
    }
  }
  let mask = Buffer.alloc(0);
  if (spec.andMask) {
    const maskStride = Math.floor((spec.width + 31) / 32) * 4;
    mask = Buffer.alloc(maskStride * spec.height);
    for (let y = 0; y < spec.height; y += 1) {
      for (let x = 0; x < spec.width; x += 1) {
        if (spec.andMask[y * spec.width + x]) {
          const at = (spec.height - 1 - y) * maskStride + (x >> 3);
          mask[at] = (mask[at] as number) | (0x80 >> (x & 7));
        }
      }
    }
  }
  const header = Buffer.alloc(headerSize);
  header.writeUInt32LE(headerSize, 0);
  const height = (spec.andMask ? 2 : 1) * spec.height * (spec.topDown ? -1 : 1);
  if (headerSize === 12) {
    header.writeUInt16LE(spec.width, 4);
    header.writeInt16LE(height, 6);
    header.writeUInt16LE(1, 8);
    header.writeUInt16LE(spec.bpp, 10);
  } else {
    header.writeInt32LE(spec.width, 4);
    header.writeInt32LE(height, 8);
    header.writeUInt16LE(1, 12);
    header.writeUInt16LE(spec.bpp, 14);
    header.writeUInt32LE(spec.compression ?? 0, 16);
    header.writeUInt32LE(spec.palette?.length ?? 0, 32);
    if (headerSize >= 108 && spec.masks) {
      for (const [index, value] of spec.masks.entries()) header.writeUInt32LE(value >>> 0, 40 + index * 4);
    }
  }
  const masks =
    headerSize === 40 && spec.masks
      ? Buffer.concat(
          spec.masks.map((value) => {
            const word = Buffer.alloc(4);
            word.writeUInt32LE(value >>> 0, 0);
            return word;
          }),
        )
      : Buffer.alloc(0);
  const palette = Buffer.concat(
    (spec.palette ?? []).map(([r, g, b]) => Buffer.from(headerSize === 12 ? [b, g, r] : [b, g, r, 0])),
  );
  return Buffer.concat([header, masks, palette, data, mask]);
}

function bmpFile(spec: DibSpec): Buffer {
  const body = dib(spec);
  const pixelOffset = 14 + body.length - Math.floor((spec.bpp * spec.width + 31) / 32) * 4 * spec.height;
  const head = Buffer.alloc(14);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(14 + body.length, 2);
  head.writeUInt32LE(pixelOffset, 10);
  return Buffer.concat([head, body]);
}

function icoFile(image: Buffer, width: number, height: number, bpp: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = width;
  head[7] = height;
  head.writeUInt16LE(bpp, 12);
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

function pixel(decoded: { rgba: Buffer; width: number }, x: number, y: number) {
  const at = (y * decoded.width + x) * 4;
  return [...decoded.rgba.subarray(at, at + 4)];
}

describe('BMP', () => {
  it('reads 24-bit bottom-up and top-down rows the right way up', () => {
    for (const topDown of [false, true]) {
      const decoded = decodeBmp(
        bmpFile({
          width: 3,
          height: 2,
          bpp: 24,
          topDown,
          pixels: [
            [255, 0, 0],
            [0, 255, 0],
            [0, 0, 255],
            [1, 2, 3],
            [4, 5, 6],
            [7, 8, 9],
          ],
        }),
        MAX_PIXELS,
      );
      expect([decoded.width, decoded.height, decoded.opaque]).toEqual([3, 2, true]);
      expect(pixel(decoded, 0, 0)).toEqual([255, 0, 0, 255]);
      expect(pixel(decoded, 2, 0)).toEqual([0, 0, 255, 255]);
      expect(pixel(decoded, 1, 1)).toEqual([4, 5, 6, 255]);
    }
  });

  it('reads 1-, 4- and 8-bit palettes, and the OS/2 header', () => {
    const palette: [number, number, number][] = [
      [0, 0, 0],
      [255, 255, 255],
      [200, 100, 50],
      [10, 20, 30],
    ];
    const one = decodeBmp(
      bmpFile({
        width: 9,
        height: 1,
        bpp: 1,
        palette: palette.slice(0, 2),
        pixels: [1, 0, 1, 1, 0, 0, 0, 0, 1],
      }),
      MAX_PIXELS,
    );
    expect([0, 1, 8].map((x) => pixel(one, x, 0)[0])).toEqual([255, 0, 255]);
    const four = decodeBmp(bmpFile({ width: 3, height: 1, bpp: 4, palette, pixels: [2, 3, 1] }), MAX_PIXELS);
    expect(pixel(four, 0, 0)).toEqual([200, 100, 50, 255]);
    expect(pixel(four, 1, 0)).toEqual([10, 20, 30, 255]);
    const eight = decodeBmp(
      bmpFile({ width: 2, height: 2, bpp: 8, palette, pixels: [3, 2, 1, 0] }),
      MAX_PIXELS,
    );
    expect(pixel(eight, 1, 1)).toEqual([0, 0, 0, 255]);
    const core = decodeBmp(
      bmpFile({ width: 2, height: 1, bpp: 8, headerSize: 12, palette, pixels: [2, 3] }),
      MAX_PIXELS,
    );
    expect(pixel(core, 0, 0)).toEqual([200, 100, 50, 255]);
  });

  it('reads 16-bit 5-5-5 and 32-bit pixels with bit masks, alpha included', () => {
    const sixteen = decodeBmp(bmpFile({ width: 1, height: 1, bpp: 16, pixels: [0x7c00] }), MAX_PIXELS);
    expect(pixel(sixteen, 0, 0)).toEqual([255, 0, 0, 255]);
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    const withAlpha = decodeBmp(
      bmpFile({
        width: 2,
        height: 1,
        bpp: 32,
        compression: 3,
        headerSize: 108,
        masks,
        pixels: [0x80112233, 0xff445566],
      }),
      MAX_PIXELS,
    );
    expect(pixel(withAlpha, 0, 0)).toEqual([0x11, 0x22, 0x33, 0x80]);
    expect(withAlpha.opaque).toBe(false);
    const bgrx = decodeBmp(bmpFile({ width: 1, height: 1, bpp: 32, pixels: [0x00abcdef] }), MAX_PIXELS);
    expect([pixel(bgrx, 0, 0), bgrx.opaque]).toEqual([[0xab, 0xcd, 0xef, 255], true]);
  });

  it('refuses compressed, oversized, truncated and foreign bitmaps with BitmapError', () => {
    const good = bmpFile({ width: 4, height: 4, bpp: 24, pixels: Array(16).fill([1, 2, 3]) });
    const rle = Buffer.from(good);
    rle.writeUInt32LE(1, 14 + 16);
    const huge = Buffer.from(good);
    huge.writeInt32LE(5000, 14 + 4);
    huge.writeInt32LE(5000, 14 + 8);
    for (const bad of [
      rle,
      huge,
      good.subarray(0, good.length - 5),
      Buffer.from('BM'),
      Buffer.from('PK\x03\x04'),
    ]) {
      expect(() => decodeBmp(bad, MAX_PIXELS)).toThrow(BitmapError);
    }
  });

  it('never fails with anything but BitmapError on corrupted headers', () => {
    const good = bmpFile({ width: 5, height: 3, bpp: 8, palette: [[1, 2, 3]], pixels: [] });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(70), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        (edits, cut) => {
          const bytes = Buffer.from(good);
          for (const [at, value] of edits) bytes[at] = value;
          const input = bytes.subarray(0, 1 + (cut % bytes.length));
          try {
            const decoded = decodeBmp(input, MAX_PIXELS);
            expect(decoded.rgba.length).toBe(decoded.width * decoded.height * 4);
          } catch (error) {
            expect(error).toBeInstanceOf(BitmapError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('ICO', () => {
  it('applies the transparency mask of an icon without alpha', () => {
    const image = dib({
      width: 2,
      height: 2,
      bpp: 24,
      pixels: [
        [9, 9, 9],
        [8, 8, 8],
        [7, 7, 7],
        [6, 6, 6],
      ],
      andMask: [1, 0, 0, 1],
    });
    const decoded = decodeIco(icoFile(image, 2, 2, 24), MAX_PIXELS);
    if ('png' in decoded) throw new Error('expected pixels');
    expect([decoded.width, decoded.height, decoded.opaque]).toEqual([2, 2, false]);
    expect(pixel(decoded, 0, 0)).toEqual([9, 9, 9, 0]);
    expect(pixel(decoded, 1, 0)).toEqual([8, 8, 8, 255]);
  });

  it('hands a PNG entry over as PNG bytes, and refuses a broken directory', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(decodeIco(icoFile(png, 16, 16, 32), MAX_PIXELS)).toEqual({ png });
    const broken = icoFile(png, 16, 16, 32);
    broken.writeUInt32LE(10_000, 14);
    expect(() => decodeIco(broken, MAX_PIXELS)).toThrow(BitmapError);
    expect(() => decodeIco(Buffer.from([0, 0, 1, 0, 0, 0]), MAX_PIXELS)).toThrow(BitmapError);
  });
});
