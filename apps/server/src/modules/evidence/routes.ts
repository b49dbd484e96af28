// verify-attachment (one multipart file in, an Attachment out) and the attachment itself, served
// only to the session of its order. Multipart parsing is registered here, in this module's own
// scope: every other call keeps answering a multipart body with 415.
import multipart from '@fastify/multipart';
import { getAttachment, removeAttachment, verifyAttachment } from '@rc/contract/claims/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import type { ByteRange } from '../../adapters/storage/file-storage';
import { type Gate, registerCall } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from './display-name';
import { multipartLimits, readUpload, type UploadLimits } from './read-upload';
import type { EvidenceService } from './service';

/** Where attachments are served: `${ATTACHMENT_PATH}/{attachmentId}` (the Attachment's `url`). */
export const ATTACHMENT_PATH = getAttachment.path.replace(/\/:attachmentId$/, '');

/** One `bytes=` range of a file of `size` bytes; undefined to send it all (none asked, or several). */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function evidenceRoutes(
  app: FastifyInstance,
  gate: Gate,
  options: { evidence: EvidenceService; limits: UploadLimits },
): Promise<void> {
  const { evidence, limits } = options;
  registerCall(app, gate, removeAttachment, async ({ session, input }) => {
    await evidence.removeUnlinked(session.orderId, input.attachmentId);
    return {};
  });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits(limits), throwFileSizeLimit: true });

    registerCall(scope, gate, verifyAttachment, async ({ session, request }) => {
      // Refused before a byte of the file is read: past the upload rate, or without room.
      await evidence.takeUploadAttempt(session);
      await evidence.assertRoomForUpload(session.orderId);
      const upload = await readUpload(request, limits);
      return evidence.addUpload(session.orderId, upload);
    });

    registerCall(scope, gate, getAttachment, async ({ session, params, request, reply }) => {
      const row = await evidence.find(session.orderId, params.attachmentId);
      const etag = `"${row.id}"`;
      reply.headers({
        'content-type': row.mimeType,
        // Photos are our own re-encoding, shown in place when opened; videos are the shopper's bytes,
        // so a browser saves rather than opens them. <img> and <video> ignore the disposition.
        'content-disposition': contentDisposition(
          row.kind === 'image' ? 'inline' : 'attachment',
          row.fileName,
        ),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; sandbox",
        'accept-ranges': 'bytes',
        etag,
      });
      // The bytes under an id never change, so the id is the validator.
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const range = parseRange(request.headers.range, row.sizeBytes);
      if (range === 'unsatisfiable') {
        throw new AppError(ERROR_CODES.INVALID_INPUT, {
          httpStatus: 416,
          headers: { 'content-range': `bytes */${row.sizeBytes}` },
          data: { fields: [{ path: 'range', problem: 'outside the file' }] },
        });
      }
      const object = await evidence.read(row, range);
      reply.header('content-length', object.size);
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.sizeBytes}`);
      }
      return reply.send(object.stream);
    });
  });
}
