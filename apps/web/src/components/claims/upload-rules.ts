// Checks a file against the limits get-required-document gives before a byte is sent, with the
// codes the server would answer (100006 type, 100003 size, 100002 count), so a shopper on a slow
// connection does not wait for a refusal.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { attachmentKind, fileExtension } from '@rc/domain/validation';

export interface UploadRules {
  /** Extensions accepted, comma separated ('.jpg,.png,…'): the file input's accept attribute. */
  accept: string;
  maxFiles: number;
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** The code the server would refuse this file with, or null when it may be sent. */
export function uploadProblem(
  file: { name: string; size: number },
  rules: UploadRules,
  filesAlready: number,
): number | null {
  const accepted = rules.accept.split(',').map((extension) => extension.trim().toLowerCase());
  const extension = fileExtension(file.name);
  const kind = attachmentKind(file.name);
  if (!extension || !accepted.includes(extension) || (kind !== 'image' && kind !== 'video'))
    return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
  if (file.size > (kind === 'image' ? rules.maxImageBytes : rules.maxVideoBytes))
    return ERROR_CODES.PAYLOAD_TOO_LARGE;
  if (filesAlready >= rules.maxFiles) return ERROR_CODES.INVALID_INPUT;
  return null;
}

/** Megabytes for display, rounded (10485760 → 10). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
