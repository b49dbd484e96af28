import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INLINED_IMAGE_MAX_BYTES, isInlinedImageUrl } from '@rc/domain/branding';
import { describe, expect, it } from 'vitest';
import { createInlinedImages, imageDataUrl } from './inlined-images';

describe('brand images carried in the page (decision 045)', () => {
  it('percent-encodes SVG with its spaces collapsed, quotes and parentheses encoded too', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">\n  <text x=\'1\'>A (b)!</text></svg>');
    const inlined = imageDataUrl('logo.SVG', svg) ?? '';
    expect(inlined).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%20%3Ctext%20x%3D%271%27%3EA%20%28b%29%21%3C%2Ftext%3E%3C%2Fsvg%3E',
    );
    expect(decodeURIComponent(inlined.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <text x=\'1\'>A (b)!</text></svg>',
    );
    expect(isInlinedImageUrl(inlined)).toBe(true);
  });

  it('base64-encodes rasters; refuses other kinds, empty files and files over the limit', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]);
    expect(imageDataUrl('favicon.png', png)).toBe('data:image/png;base64,iVBOR/8=');
    expect(imageDataUrl('a.JPG', png)).toBe('data:image/jpeg;base64,iVBOR/8=');
    expect(isInlinedImageUrl(imageDataUrl('a.webp', png) ?? '')).toBe(true);
    expect(imageDataUrl('a.bmp', png)).toBeNull();
    expect(imageDataUrl('a.constructor', png)).toBeNull();
    expect(imageDataUrl('noextension', png)).toBeNull();
    expect(imageDataUrl('a.png', Buffer.alloc(0))).toBeNull();
    expect(imageDataUrl('a.png', Buffer.alloc(INLINED_IMAGE_MAX_BYTES))).not.toBeNull();
    expect(imageDataUrl('a.png', Buffer.alloc(INLINED_IMAGE_MAX_BYTES + 1))).toBeNull();
  });

  it('inlines small files of the web app only: not other sites, large files, missing ones or paths out of it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rc-inlined-'));
    mkdirSync(path.join(root, 'brands'));
    writeFileSync(path.join(root, 'brands', 'logo.svg'), '<svg></svg>');
    writeFileSync(path.join(root, 'brands', 'large.png'), Buffer.alloc(INLINED_IMAGE_MAX_BYTES + 1, 1));
    writeFileSync(path.join(tmpdir(), 'outside.svg'), '<svg></svg>');
    const inlined = createInlinedImages(root);
    expect(inlined('/brands/logo.svg')).toBe('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E');
    expect(inlined('/brands/logo.svg?v=2')).toBe('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E');
    expect(inlined('/brands/large.png')).toBeNull();
    expect(inlined('/brands/missing.svg')).toBeNull();
    expect(inlined('/brands')).toBeNull();
    expect(inlined('/../outside.svg')).toBeNull();
    expect(inlined('https://cdn.example.com/logo.svg')).toBeNull();
    expect(inlined('//cdn.example.com/logo.svg')).toBeNull();
    expect(inlined(null)).toBeNull();
  });
});
