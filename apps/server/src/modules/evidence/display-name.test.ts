import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName, MAX_DISPLAY_NAME } from './display-name';

describe('displayName', () => {
  it('keeps the stem, takes the stored extension and drops paths', () => {
    expect(displayName('Broken vase.HEIC.jpeg', 'jpg')).toBe('Broken vase.HEIC.jpg');
    expect(displayName('/tmp/../x/scan.tif', 'jpg')).toBe('scan.jpg');
    expect(displayName(undefined, 'mp4')).toBe('attachment.mp4');
  });

  it('is always short, single-line, free of invisible characters and ends in the extension', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom('jpg', 'png', 'mp4'),
        (name, ext) => {
          const shown = displayName(name, ext);
          expect([...shown].length).toBeLessThanOrEqual(MAX_DISPLAY_NAME);
          expect(shown.endsWith(`.${ext}`)).toBe(true);
          expect(shown).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/u);
          expect(shown.length).toBeGreaterThan(ext.length + 1);
        },
      ),
    );
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback without quotes and the exact name in UTF-8', () => {
    expect(contentDisposition('attachment', 'Dépôt "1".mp4')).toBe(
      `attachment; filename="D_p_t _1_.mp4"; filename*=UTF-8''D%C3%A9p%C3%B4t%20%221%22.mp4`,
    );
  });
});
