import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blackBmp, blackPng } from '../../../test/fixtures/image-bombs';
import { minimalAvi, minimalMp4, movWithLocation, PHONE_LOCATION } from '../../../test/fixtures/media';
import {
  acceptedTypeOf,
  imageDecodes,
  isWholeAvi,
  isWholeIsoMedia,
  MAX_CONCURRENT_DECODES,
  prepareForStorage,
  UnreadableContent,
} from './file-content';

describe('videos are kept only when whole', () => {
  it('accepts a chain of boxes with a movie box that ends with the file', () => {
    expect(isWholeIsoMedia(minimalMp4())).toBe(true);
    expect(isWholeAvi(minimalAvi())).toBe(true);
  });

  it('refuses a cut-off file, trailing bytes, no movie box, or a box running past the end', () => {
    const mp4 = minimalMp4();
    expect(isWholeIsoMedia(mp4.subarray(0, mp4.length - 1))).toBe(false);
    expect(isWholeIsoMedia(Buffer.concat([mp4, Buffer.from('<html>')]))).toBe(false);
    expect(isWholeIsoMedia(mp4.subarray(0, 28))).toBe(false);
    const tooLong = Buffer.from(mp4);
    tooLong.writeUInt32BE(0xffffff, 0);
    expect(isWholeIsoMedia(tooLong)).toBe(false);
    const avi = minimalAvi();
    expect(isWholeAvi(avi.subarray(0, avi.length - 2))).toBe(false);
    expect(isWholeAvi(Buffer.concat([avi, Buffer.from('junk')]))).toBe(false);
  });
});

describe('video metadata', () => {
  it('is blanked in place: same length, boxes still whole; corrupt structures fail as unreadable', async () => {
    const mov = movWithLocation();
    const stored = await prepareForStorage(mov, { kind: 'video', format: 'mov' });
    expect(stored.bytes.length).toBe(mov.length);
    expect(isWholeIsoMedia(stored.bytes)).toBe(true);
    expect(stored.bytes.includes(Buffer.from(PHONE_LOCATION))).toBe(false);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(mov.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        async (edits) => {
          const bytes = Buffer.from(mov);
          for (const [at, value] of edits) bytes[at] = value;
          try {
            const prepared = await prepareForStorage(bytes, { kind: 'video', format: 'mov' });
            expect(prepared.bytes.length).toBe(bytes.length);
            expect(isWholeIsoMedia(prepared.bytes)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(UnreadableContent);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('prepareForStorage', () => {
  it('never stores what file-type does not accept, and fails only with UnreadableContent', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const inputs = fc.oneof(
      fc.uint8Array({ maxLength: 5000 }).map((bytes) => Buffer.from(bytes)),
      fc
        .tuple(fc.nat(photo.length), fc.uint8Array({ maxLength: 40 }))
        .map(([cut, tail]) => Buffer.concat([photo.subarray(0, cut), tail])),
    );
    await fc.assert(
      fc.asyncProperty(inputs, async (bytes) => {
        const type = await acceptedTypeOf(bytes);
        if (!type) return;
        try {
          const prepared = await prepareForStorage(bytes, type);
          if (prepared.kind === 'image') {
            const metadata = await sharp(prepared.bytes).metadata();
            expect(['jpeg', 'png']).toContain(metadata.format);
            expect(metadata.exif).toBeUndefined();
          }
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableContent);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a picture with more pixels than we decode', async () => {
    const huge = blackPng(20_000, 6_000);
    const failure = await prepareForStorage(huge, { kind: 'image', format: 'png' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnreadableContent);
    expect((failure as UnreadableContent).problem).toBe('image dimensions too large');
  });
});

describe('pictures too large to decode', () => {
  /** Takes every decode slot until `release` is called. */
  function holdEverySlot() {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
    return Promise.race([
      promise,
      new Promise<'still waiting'>((resolve) => setTimeout(resolve, ms, 'still waiting')),
    ]);
  }

  it('refuses a 12 KB PNG of 100 megapixels from its header, without waiting for a decoder', async () => {
    const bomb = blackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(16 * 1024);
    // With every decode slot busy, a refusal that comes at all came from the header alone.
    const releaseSlots = holdEverySlot();
    const failure = await within(
      prepareForStorage(bomb, { kind: 'image', format: 'png' }).catch((error: unknown) => error),
      5_000,
    );
    await releaseSlots();
    expect(failure).toBeInstanceOf(UnreadableContent);
    expect((failure as UnreadableContent).problem).toBe('image dimensions too large');
  });

  it('refuses a 1-bit BMP that would unpack to hundreds of megabytes', async () => {
    // 8192 × 6144 at one bit a pixel is a 6 MB file (within the image size limit): 200 MB as RGBA.
    const failure = await prepareForStorage(blackBmp(8192, 6144), { kind: 'image', format: 'bmp' }).catch(
      (error: unknown) => error,
    );
    expect((failure as UnreadableContent).problem).toBe('image dimensions too large');
  });

  it(`decodes at most ${MAX_CONCURRENT_DECODES} pictures at once; the others wait their turn`, async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    const releaseSlots = holdEverySlot();
    const waiting = prepareForStorage(photo, { kind: 'image', format: 'png' });
    expect(await within(waiting, 300)).toBe('still waiting');
    expect(imageDecodes.waiting).toBe(1);
    await releaseSlots();
    expect((await waiting).mimeType).toBe('image/jpeg');
    expect(imageDecodes.active).toBe(0);
  });
});
