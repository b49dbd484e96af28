import { ERROR_CODES } from '@rc/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../src/db/schema';
import { blackBmp, blackPng } from '../fixtures/image-bombs';
import { expectFailure, fieldsOf } from '../support/envelope';
import { createTestApp, signInToDemo, type TestApp, uploadFile } from '../support/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ cookie } = await signInToDemo(t));
});
afterAll(() => t.close());

function upload(name: string, data: Buffer) {
  return uploadFile(t, cookie, name, data);
}

function expectTooLarge(answer: Awaited<ReturnType<typeof upload>>) {
  const body = expectFailure(answer, { status: 400, code: ERROR_CODES.INVALID_INPUT });
  expect(fieldsOf(body)).toEqual([{ path: 'file', problem: 'image dimensions too large' }]);
}

describe('decompression bombs', () => {
  it('refuses a 12 KB PNG of 100 megapixels (10,000 × 10,000)', async () => {
    const bomb = blackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(16 * 1024);
    expectTooLarge(await upload('bomb.png', bomb));
    expect(await t.database.db.select().from(attachments)).toEqual([]);
  });

  it('refuses eight of them sent at once, and a 1-bit BMP that unpacks to 200 MB', async () => {
    const bomb = blackPng(10_000, 10_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => upload(`b${index}.png`, bomb)));
    for (const answer of answers) expectTooLarge(answer);
    expectTooLarge(await upload('bomb.bmp', blackBmp(8192, 6144)));
    expect(await t.database.db.select().from(attachments)).toEqual([]);
  });

  it('still takes the largest picture it decodes (8192 × 6144)', async () => {
    const answer = await upload('largest.png', blackPng(8192, 6144));
    expect(answer.json()).toMatchObject({ code: 0, data: { kind: 'image' } });
    await t.services.evidence.deleteUnlinkedOlderThan(0);
  });
});
