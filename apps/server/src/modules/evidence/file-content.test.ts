import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { minimalAvi, minimalMp4, movWithLocation, PHONE_LOCATION } from '../../../test/fixtures/media';
import {
  acceptedTypeOf,
  isWholeAvi,
  isWholeIsoMedia,
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
    const huge = await sharp({ create: { width: 20_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const failure = await prepareForStorage(huge, { kind: 'image', format: 'png' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnreadableContent);
    expect((failure as UnreadableContent).problem).toBe('image dimensions too large');
  });
});
