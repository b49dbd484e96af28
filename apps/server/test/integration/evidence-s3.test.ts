// Evidence in S3-compatible storage, against a real S3 server on loopback (s3rver), which checks
// every request's SigV4 signature: the adapter's put, ranged get and delete; then the whole
// upload path with S3 configured: the re-encoded image is stored in the bucket (nothing in the
// local uploads folder), served back to its session, and gone from the bucket once removed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, S3StorageError } from '../../src/adapters/storage/s3-storage';
import { attachments } from '../../src/db/schema';
import { ATTACHMENT_PATH } from '../../src/modules/evidence/routes';
import { hasGpsTag, jpegWithGps } from '../fixtures/media';
import { fileBody } from '../fixtures/multipart';
import { S3_CREDENTIALS, type S3Server, startS3Server } from '../support/s3-server';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let s3: S3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({
    demo: true,
    env: {
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

function storage(secretAccessKey: string = S3_CREDENTIALS.secretAccessKey) {
  return createS3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: S3_CREDENTIALS.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    prefix: 'adapter-test',
  });
}

async function text(object: Awaited<ReturnType<ReturnType<typeof storage>['get']>>) {
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk));
  return { body: Buffer.concat(chunks).toString('utf8'), size: object.size };
}

describe('the S3 adapter against an S3 server', () => {
  it('puts, reads whole and by range, and deletes, with signatures the server accepts', async () => {
    const store = storage();
    await store.put('order-1/photo.txt', new TextEncoder().encode('0123456789'), 'text/plain');
    await expect(text(await store.get('order-1/photo.txt'))).resolves.toEqual({
      body: '0123456789',
      size: 10,
    });
    await expect(text(await store.get('order-1/photo.txt', { start: 2, end: 5 }))).resolves.toEqual({
      body: '2345',
      size: 4,
    });
    await store.delete('order-1/photo.txt');
    await expect(store.get('order-1/photo.txt')).resolves.toBeNull();
    // Deleting what is not there is not an error.
    await expect(store.delete('order-1/photo.txt')).resolves.toBeUndefined();
  });

  it('fails clearly when the server refuses the signature', async () => {
    await expect(
      storage('not-the-secret').put('order-1/x.txt', new Uint8Array([1]), 'text/plain'),
    ).rejects.toThrow(S3StorageError);
  });
});

describe('evidence stored in S3', () => {
  it('keeps the re-encoded upload in the bucket, serves it to its session, and deletes it when removed', async () => {
    const { cookie } = await signInToDemo(t, '#1001');
    const body = fileBody('damage.jpg', await jpegWithGps(), 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: callPath('verify-attachment'),
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.json().code, uploaded.body).toBe(0);
    const attachmentId: string = uploaded.json().data.attachmentId;
    const [row] = await t.database.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.id, attachmentId));
    if (!row) throw new Error('no attachment row');

    // In the bucket, under the generated key; the local folder is not used.
    const bucket = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      ...S3_CREDENTIALS,
      forcePathStyle: true,
    });
    const stored = await bucket.get(row.key);
    if (!stored) throw new Error('not in the bucket');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    expect(hasGpsTag((await sharp(bytes).metadata()).exif)).toBe(false);
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads'))).toBe(false);

    const served = await t.app.inject({
      method: 'GET',
      url: `${ATTACHMENT_PATH}/${attachmentId}`,
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const removed = await callApi(t, 'remove-attachment', { attachmentId }, { cookie });
    expect(removed.body.code).toBe(0);
    await expect(bucket.get(row.key)).resolves.toBeNull();
  });
});
