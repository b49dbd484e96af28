// Reads the one file of a verify-attachment request while it streams in: the type is sniffed from
// the first bytes (refused at once when it is not one we accept), the size is held to the limit of
// that kind, and a second file, a stray field or a broken body is refused. Nothing touches disk.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type AcceptedType, acceptedTypeOf, SNIFF_BYTES } from './file-content';
import type { ReceivedUpload } from './service';

export interface UploadLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** The multipart parser's own limits: one file no larger than the largest kind allows, nothing else. */
export function multipartLimits(limits: UploadLimits) {
  return {
    fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes),
    files: 1,
    fields: 1,
    parts: 2,
    fieldSize: 1024,
    fieldNameSize: 100,
    headerPairs: 20,
  };
}

// The rest of a refused upload is not read: the connection closes after the answer, so a client
// sending gigabytes stops at once instead of streaming them to a server that discards them.
const CLOSE = { connection: 'close' };

function problem(path: string, what: string): AppError {
  return new AppError(ERROR_CODES.INVALID_INPUT, {
    httpStatus: 400,
    data: { fields: [{ path, problem: what }] },
    headers: CLOSE,
  });
}

function tooLarge(): AppError {
  return new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, { httpStatus: 413, headers: CLOSE });
}

function notAccepted(): AppError {
  return new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, { httpStatus: 415, headers: CLOSE });
}

/** The multipart library's and busboy's failures as our answers. */
function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return problem('file', 'one file per request');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return problem('', 'unexpected field: send only the file, in the field "file"');
    default:
      break;
  }
  // busboy: 'Unexpected end of form', 'Malformed part header', 'Multipart: Boundary not found'…
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    (error instanceof Error && /multipart|form|part|boundary/i.test(error.message))
  ) {
    return problem('', 'malformed multipart body');
  }
  return error;
}

async function readFile(part: MultipartFile, limits: UploadLimits): Promise<ReceivedUpload> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: AcceptedType | null | undefined;
  let limit = Math.max(limits.maxImageBytes, limits.maxVideoBytes);
  const settle = async (head: Buffer) => {
    type = await acceptedTypeOf(head);
    if (!type) throw notAccepted();
    limit = type.kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  };
  // Past the parser's limit busboy stops handing over bytes but reads the rest of the part; stop
  // at once instead of waiting for the end of an upload we are going to refuse anyway.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (type === undefined && size >= SNIFF_BYTES) await settle(Buffer.concat(chunks, size));
      if (size > limit) throw tooLarge();
    }
  } finally {
    if (!part.file.readableEnded) part.file.destroy();
  }
  if (part.file.truncated) throw tooLarge();
  if (size === 0) throw problem('file', 'empty file');
  const bytes = Buffer.concat(chunks, size);
  if (type === undefined) await settle(bytes);
  if (size > limit) throw tooLarge();
  return { bytes, fileName: part.filename, type: type as unknown as AcceptedType };
}

/** The request's single file, with its accepted type; an AppError for anything else. */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, { httpStatus: 415 });
  }
  const parts = request.parts({ limits: multipartLimits(limits) })[Symbol.asyncIterator]();
  try {
    const first = await parts.next();
    if (first.done) throw problem('file', 'required');
    const part = first.value as MultipartFile | MultipartValue;
    if (part.type === 'field')
      throw problem(part.fieldname, 'unexpected field: send only the file, in the field "file"');
    if (part.fieldname !== 'file') {
      part.file.destroy();
      throw problem(part.fieldname, 'unexpected field: send the file in the field "file"');
    }
    const upload = await readFile(part, limits);
    const next = await parts.next();
    if (!next.done) {
      const extra = next.value as MultipartFile | MultipartValue;
      if (extra.type === 'file') extra.file.destroy();
      throw problem('file', 'one file per request');
    }
    return upload;
  } catch (error) {
    throw translate(error);
  } finally {
    await parts.return?.(undefined);
  }
}
