// verify-attachment: one photo or video as multipart (field "file"), sent with XMLHttpRequest
// because fetch cannot report upload progress. Like the gateway client it never throws: every
// outcome is an attachment or a code with the server's message.
import type { AttachmentSchema } from '@rc/contract/claims/calls';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { z } from 'zod';
import { readEnvelope } from '../lib/gateway';

/**
 * A stored photo or video, as the contract's Attachment schema says (verify-attachment's answer,
 * a claim's and a review's evidence). A type only: zod stays out of the browser's bundle.
 */
export type Attachment = z.infer<typeof AttachmentSchema>;

export type UploadResult =
  | { ok: true; data: Attachment }
  | { ok: false; code: number; message: string | null; tooMany?: boolean };

export interface UploadOptions {
  /** The shopper's language, for the server's messages. */
  language: string;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Codes an HTTP status means when the answer has no readable envelope. */
const CODE_OF_STATUS: Readonly<Record<number, number>> = {
  400: ERROR_CODES.INVALID_INPUT,
  401: ERROR_CODES.NOT_SIGNED_IN,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

/** 100002 names its field problems; 'too many files' is the order's limit of uploads. */
function tooManyFiles(data: unknown): boolean {
  const fields = (data as { fields?: unknown } | null)?.fields;
  return (
    Array.isArray(fields) &&
    fields.some((field) => /too many/i.test(String((field as { problem?: unknown })?.problem ?? '')))
  );
}

/**
 * Reads verify-attachment's answer through the gateway's envelope reader: the envelope's code and
 * message when there is one (413 is 100003 too large, 415 is 100006 wrong type, 100002 too many or
 * invalid), else the code the HTTP status stands for, else the generic failure.
 */
export function readUploadAnswer(status: number, responseText: string): UploadResult {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    body = null;
  }
  const byStatus = CODE_OF_STATUS[status] ?? ERROR_CODES.UNEXPECTED_ERROR;
  const answer = readEnvelope<Attachment>(body, byStatus);
  if (answer.ok) {
    return answer.data && typeof answer.data === 'object'
      ? answer
      : { ok: false, code: byStatus, message: null };
  }
  const { code, message } = answer;
  return tooManyFiles(answer.data)
    ? { ok: false, code, message, tooMany: true }
    : { ok: false, code, message };
}

/** Uploads one file; resolves with the attachment or the failure, never rejects. */
export function uploadAttachment(file: File, options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const fail = () => resolve({ ok: false, code: ERROR_CODES.UNEXPECTED_ERROR, message: null });
    request.open('POST', callPath('verify-attachment'));
    request.withCredentials = true;
    // No overall timeout (spec 7's 30 s would cut off a video on a slow phone): progress is shown
    // and the shopper can cancel.
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', options.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(readUploadAnswer(request.status, request.responseText));
    request.onerror = fail;
    request.onabort = fail;
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
