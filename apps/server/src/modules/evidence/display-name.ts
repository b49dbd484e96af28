// The name a shopper sees for an upload. Files are stored under generated keys; this name is only
// shown (and offered on download), so it is cleaned of paths, control and direction-changing
// characters, and carries the extension of what we actually stored.

export const MAX_DISPLAY_NAME = 120;

// Cc: control characters; Cf: format characters such as U+202E (right-to-left override), which can
// make "gpj.exe" read as "exe.jpg"; Zl/Zp: line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** e.g. ('C:\\Users\\me\\IMG 0001.HEIC.png', 'jpg') → 'IMG 0001.HEIC.jpg'. */
export function displayName(uploadedName: string | undefined, storedExtension: string): string {
  const base = (uploadedName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '').trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s]+|[.\s]+$/g, '') || 'attachment';
  const room = MAX_DISPLAY_NAME - storedExtension.length - 1;
  // Cut by code points so a character outside the BMP is never split in half.
  const cut = [...stem].slice(0, room).join('').trim();
  return `${cut}.${storedExtension}`;
}

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
