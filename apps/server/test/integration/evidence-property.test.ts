// Property: whatever bytes arrive under whatever allowed-looking name, nothing is stored unless
// file-type recognises the content as a type we accept; and a refusal leaves no file and no row.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { ATTACHMENT_EXTENSIONS } from '@rc/domain/validation';
import fc from 'fast-check';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attachments } from '../../src/db/schema';
import { jpegWithGps, minimalAvi, minimalMp4, pngWithAlpha } from '../fixtures/media';
import { fileBody } from '../fixtures/multipart';
import { createTestApp, signInToDemo, type TestApp } from '../support/test-app';

const ACCEPTED = new Set(['jpg', 'png', 'apng', 'webp', 'gif', 'tif', 'bmp', 'ico', 'mp4', 'mov', 'avi']);

// Starts of real formats, accepted or not, so the blobs reach past the first check often.
const MAGIC = [
  'ffd8ffe0', // JPEG
  '89504e470d0a1a0a', // PNG
  '474946383961', // GIF89a
  '52494646000000005745425056503820', // RIFF WEBP
  '5249464600000000415649204c495354', // RIFF AVI LIST
  '000000186674797069736f6d', // ftyp isom
  '0000001466747970717420200000', // ftyp qt
  '000000086d6f6f76', // moov
  '424d', // BMP
  '00000100', // ICO
  '49492a00', // TIFF
  '25504446', // %PDF
  '3c68746d6c3e', // <html>
  '504b0304', // ZIP
  '7f454c46', // ELF
  '23212f62696e2f7368', // #!/bin/sh
].map((hex) => Buffer.from(hex, 'hex'));

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // 150 uploads in one session: the upload rate (order-evidence-limits.test.ts) is out of the way.
  t = await createTestApp({ demo: true, env: { UPLOAD_LIMIT_PER_WINDOW: '1000' } });
  ({ cookie } = await signInToDemo(t));
});
afterAll(() => t.close());

function storedFiles(): string[] {
  try {
    return (readdirSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true }) as string[]).filter(
      (name) => path.extname(name) !== '',
    );
  } catch {
    return [];
  }
}

const fileName = fc
  .tuple(fc.string({ maxLength: 40 }), fc.constantFrom(...ATTACHMENT_EXTENSIONS))
  .map(([stem, extension]) => `${stem.replace(/["\r\n\\]/g, '')}${extension}`);

it('stores random bytes only when file-type recognises an accepted type, and leaves nothing otherwise', async () => {
  // Real files, whole or cut anywhere, among the noise: the accepted branch is exercised too.
  const real = [
    await jpegWithGps({ width: 40, height: 30 }),
    await pngWithAlpha(12, 9),
    minimalMp4(),
    minimalAvi(),
  ];
  const blob = fc.oneof(
    fc.uint8Array({ maxLength: 6000 }),
    fc
      .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 6000 }))
      .map(([magic, rest]) => Buffer.concat([magic, rest])),
    fc
      .tuple(fc.constantFrom(...real), fc.option(fc.nat(), { freq: 2 }))
      .map(([file, cut]) => (cut === null ? file : file.subarray(0, cut % file.length))),
  );
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(blob, fileName, async (bytes, name) => {
      const data = Buffer.from(bytes);
      const filesBefore = storedFiles();
      const rowsBefore = (await t.database.db.select().from(attachments)).length;
      const body = fileBody(name, data, 'image/jpeg');
      const response = await t.app.inject({
        method: 'POST',
        url: callPath('verify-attachment'),
        payload: body.payload,
        headers: { 'content-type': body.contentType, cookie },
      });
      const answer = response.json() as { code: number };
      const detected = await fileTypeFromBuffer(data);
      const accepted = detected !== undefined && ACCEPTED.has(detected.ext);
      if (answer.code === 0) {
        expect(accepted).toBe(true);
        expect(storedFiles()).toHaveLength(filesBefore.length + 1);
        stored += 1;
        await t.services.evidence.deleteUnlinkedOlderThan(0);
        return;
      }
      expect([400, 415]).toContain(response.statusCode);
      // An empty file is a missing file (400); any other unrecognised content is the wrong type (415).
      if (!accepted) expect(response.statusCode).toBe(data.length === 0 ? 400 : 415);
      expect(storedFiles()).toEqual(filesBefore);
      expect((await t.database.db.select().from(attachments)).length).toBe(rowsBefore);
    }),
    { numRuns: 150 },
  );
  expect(stored).toBeGreaterThan(0);
});
