// Validation rules of spec section 5. Every check takes the value as typed: callers trim first
// if they want to forgive surrounding spaces.

const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
// Optional plus, optional 1-3 digit prefix (which may be followed by one space or hyphen,
// as people type '+44 7911123456'), then 9-12 digits.
const PHONE = /^\+?(?:\d{1,3}[ -]?)?\d{9,12}$/;
const DIGITS_ONLY = /^\d+$/;
const USERNAME = /^[A-Za-z][A-Za-z0-9_-]{4,29}$/;

/** Spec 5: letters, digits and ._%+- before the @, then domain labels and a top level of 2+ letters. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Spec 5: optional +, optional 1-3 digit prefix, then 9-12 digits. */
export function isPhone(value: string): boolean {
  return PHONE.test(value);
}

/** True for one or more ASCII digits and nothing else. */
export function isDigitsOnly(value: string): boolean {
  return DIGITS_ONLY.test(value);
}

/** Spec 5: a letter, then letters, digits, hyphens or underscores; 5 to 30 characters in all. */
export function isUsername(value: string): boolean {
  return USERNAME.test(value);
}

export type AttachmentKind = 'image' | 'video' | 'archive';

/** Image extensions accepted as attachments (spec 5). */
export const IMAGE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.tif',
  '.tiff',
  '.ico',
  '.bmp',
  '.webp',
  '.gif',
] as const;
/** Video extensions accepted as attachments (spec 5: .avi .mp4 .mov). */
export const VIDEO_EXTENSIONS = ['.avi', '.mp4', '.mov'] as const;
/** Archive extensions accepted as attachments (spec 5: .zip). */
export const ARCHIVE_EXTENSIONS = ['.zip'] as const;

/** Every attachment extension allowed, in the spec's order (spec 5). */
export const ATTACHMENT_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.tif',
  '.tiff',
  '.ico',
  '.bmp',
  '.webp',
  '.gif',
  '.zip',
  '.avi',
  '.mp4',
  '.mov',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The `accept` attribute for a file input that takes attachments. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.join(',');

const KIND_BY_EXTENSION = new Map<string, AttachmentKind>([
  ...IMAGE_EXTENSIONS.map((ext) => [ext, 'image'] as const),
  ...VIDEO_EXTENSIONS.map((ext) => [ext, 'video'] as const),
  ...ARCHIVE_EXTENSIONS.map((ext) => [ext, 'archive'] as const),
]);

/** The lower-case extension of a file name with its dot ('Photo.JPG' → '.jpg'), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  // A name that is only an extension ('.jpg') or ends in a dot has no usable extension.
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot).toLowerCase();
}

/** Whether a file is an image, a video or an archive by its extension, or null when not allowed. */
export function attachmentKind(fileName: string): AttachmentKind | null {
  return KIND_BY_EXTENSION.get(fileExtension(fileName)) ?? null;
}

/** True when the file name has an allowed attachment extension (case-insensitive). */
export function isAllowedAttachment(fileName: string): boolean {
  return attachmentKind(fileName) !== null;
}

/**
 * Spec 5: a money amount typed by the shopper, with every character but digits and the first
 * decimal point stripped ('$1,234.50' → 1234.5). Amounts use '.' as the decimal point; 0 when
 * nothing numeric is left (or the digits overflow a number).
 */
export function parseMoney(text: string | null | undefined): number {
  const cleaned = (text ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const numeric =
    dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
  const value = Number.parseFloat(numeric);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Spec 2 Login: a shop login path is one segment ('/demo') or two segments whose second ends in
 * 'login' ('/demo/login', '/demo/auto-login'). Leading and trailing slashes are ignored.
 */
export function isShopLoginPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 1) return true;
  return segments.length === 2 && (segments[1] as string).endsWith('login');
}
