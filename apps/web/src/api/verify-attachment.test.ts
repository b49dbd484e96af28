import { describe, expect, it } from 'vitest';
import { readUploadAnswer } from './verify-attachment';

describe('verify-attachment answers', () => {
  const attachment = {
    attachmentId: '00000000-0000-4000-8000-00000000f001',
    kind: 'image',
    fileName: 'box.jpg',
    sizeBytes: 1234,
    url: '/gateway/ins-claim-product/api/resolution-center/attachment/00000000-0000-4000-8000-00000000f001',
  };

  it('reads a stored attachment', () => {
    expect(readUploadAnswer(200, JSON.stringify({ code: 0, data: attachment }))).toEqual({
      ok: true,
      data: attachment,
    });
  });

  it("keeps the server's code and message: 415 wrong type, 413 too large", () => {
    expect(
      readUploadAnswer(415, JSON.stringify({ code: 100006, message: 'Type not allowed (server).' })),
    ).toEqual({
      ok: false,
      code: 100006,
      message: 'Type not allowed (server).',
    });
    expect(readUploadAnswer(413, JSON.stringify({ code: 100003, message: 'Too large (server).' }))).toEqual({
      ok: false,
      code: 100003,
      message: 'Too large (server).',
    });
  });

  it('tells too many files apart from other invalid input', () => {
    const tooMany = {
      code: 100002,
      message: 'Invalid',
      data: { fields: [{ path: 'file', problem: 'too many files' }] },
    };
    expect(readUploadAnswer(400, JSON.stringify(tooMany))).toMatchObject({
      ok: false,
      code: 100002,
      tooMany: true,
    });
    const other = {
      code: 100002,
      message: 'Invalid',
      data: { fields: [{ path: 'file', problem: 'required' }] },
    };
    expect(readUploadAnswer(400, JSON.stringify(other))).not.toHaveProperty('tooMany');
  });

  it('falls back on the HTTP status when the answer has no envelope', () => {
    expect(readUploadAnswer(413, '<html>too big</html>')).toEqual({ ok: false, code: 100003, message: null });
    expect(readUploadAnswer(415, '')).toEqual({ ok: false, code: 100006, message: null });
    expect(readUploadAnswer(502, '')).toEqual({ ok: false, code: 100500, message: null });
  });
});
