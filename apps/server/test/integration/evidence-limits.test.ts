// Upload size limits, with the limits set low for the test (UPLOAD_MAX_IMAGE_BYTES/VIDEO_BYTES):
// each kind is held to its own limit, anything past the largest is cut off while it streams, and
// over a real connection the server answers 413 without waiting for the rest of the upload.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../src/db/schema';
import { expectFailure } from '../support/envelope';
import { createTestApp, signInToDemo, type TestApp, uploadFile } from '../support/test-app';

const IMAGE_LIMIT = 64 * 1024;
const VIDEO_LIMIT = 128 * 1024;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { UPLOAD_MAX_IMAGE_BYTES: String(IMAGE_LIMIT), UPLOAD_MAX_VIDEO_BYTES: String(VIDEO_LIMIT) },
  });
  ({ cookie } = await signInToDemo(t));
});
afterAll(() => t.close());

function upload(name: string, data: Buffer) {
  return uploadFile(t, cookie, name, data);
}

function nothingStored() {
  let files: string[] = [];
  try {
    files = readdirSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true }) as string[];
  } catch {
    files = [];
  }
  // The seeded demo's return labels live under returns/ in the same storage; they are not uploads.
  return files.filter((name) => path.extname(name) !== '' && !name.startsWith(`returns${path.sep}`));
}

/** A JPEG of roughly `bytes` (noise does not compress). */
async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.2));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** ftyp + moov + an mdat making it `bytes` long. */
function mp4Of(bytes: number): Buffer {
  const ftyp = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
  const moov = Buffer.from('000000086d6f6f76', 'hex');
  const mdat = Buffer.alloc(bytes - ftyp.length - moov.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, moov, mdat]);
}

describe('upload limits', () => {
  it('holds images to the image limit and videos to the video limit', async () => {
    const big = await noisyJpeg(IMAGE_LIMIT * 1.5);
    expect(big.length).toBeGreaterThan(IMAGE_LIMIT);
    expectFailure(await upload('big.jpg', big), { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE });

    const small = await noisyJpeg(IMAGE_LIMIT * 0.5);
    expect((await upload('small.jpg', small)).json()).toMatchObject({ code: 0 });

    // Larger than an image may be, within a video's limit.
    const video = mp4Of(IMAGE_LIMIT * 1.5);
    expect((await upload('clip.mp4', video)).json()).toMatchObject({ code: 0, data: { kind: 'video' } });

    expect((await t.database.db.select().from(attachments)).length).toBe(2);
    await t.services.evidence.deleteUnlinkedOlderThan(0);
    expect(nothingStored()).toEqual([]);
  });

  it('cuts off a file past the largest limit while it streams, and refuses content it does not accept at once', async () => {
    const answer = await upload('long.mp4', mp4Of(VIDEO_LIMIT * 3));
    expectFailure(answer, { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    expect(answer.headers.connection).toBe('close');
    expectFailure(await upload('notes.jpg', Buffer.alloc(VIDEO_LIMIT * 3, 'text ')), {
      status: 415,
      code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    });
    expect(nothingStored()).toEqual([]);
    expect((await t.database.db.select().from(attachments)).length).toBe(0);
  });

  it('answers 413 over a real connection long before a huge upload would have finished', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'rcLimitTest';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const video = mp4Of(1024 * 1024);
    const total = 200 * 1024 * 1024;
    let sent = 0;
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: callPath('verify-attachment'),
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + total),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      // The server closing while we still write is expected; only a missing answer is a failure.
      request.on('error', (error) => setTimeout(() => reject(error), 2000));
      request.write(head);
      const pump = () => {
        while (sent < total) {
          const piece = sent === 0 ? video : Buffer.alloc(64 * 1024);
          sent += piece.length;
          if (!request.write(piece)) {
            request.once('drain', pump);
            return;
          }
        }
        request.end();
      };
      pump();
    });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    expect(sent).toBeLessThan(total / 4);
  });
});
