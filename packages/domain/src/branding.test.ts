import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandFontStack,
  DEFAULT_FONT,
  firstScreenFont,
  INLINED_IMAGE_MAX_BYTES,
  isBrandImageUrl,
  isCssColour,
  isFontFamily,
  isFontUrl,
  isInlinedImageUrl,
  SHIPPED_FONTS,
} from './branding';

describe('branding values (spec 3 "Return configuration")', () => {
  it.each([
    '#1f4d3a',
    '#fff',
    '#ffff',
    '#11223344',
    'rgb(10, 20, 30)',
    'rgba(0,0,0,.5)',
    'hsl(120deg 50% 40%)',
    'white',
    ' #ABCDEF ',
  ])('accepts the colour %s', (value) => expect(isCssColour(value)).toBe(true));

  it.each([
    'red; color: blue',
    'url(https://evil.example)',
    '#12345',
    'expression(alert(1))',
    '',
    'rgb(1,2,3);x',
    'a',
  ])('refuses the colour %s', (value) => expect(isCssColour(value)).toBe(false));

  it('never accepts a colour with a semicolon, a brace or a quote (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(';', '{', '}', '"', "'", '\\'),
        fc.string(),
        (before, bad, after) => {
          expect(isCssColour(`${before}${bad}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('accepts font lists and refuses anything else', () => {
    expect(isFontFamily('Georgia, "Times New Roman", serif')).toBe(true);
    expect(isFontFamily('x; background: url(a)')).toBe(false);
    expect(isFontFamily('a'.repeat(120))).toBe(true);
    expect(isFontFamily('a'.repeat(121))).toBe(false);
    expect(isFontFamily('')).toBe(false);
  });

  it('accepts https addresses and paths for images, nothing that breaks out of url()', () => {
    expect(isBrandImageUrl('https://cdn.example.com/logo.svg')).toBe(true);
    expect(isBrandImageUrl('/demo/brands/northwind.svg')).toBe(true);
    for (const bad of [
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
      '/a.png" onload="x',
      'https://a/b c.png',
      'https://a/b).png',
      '/a\\b',
    ]) {
      expect(isBrandImageUrl(bad)).toBe(false);
    }
    expect(isBrandImageUrl(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isBrandImageUrl(`/${'a'.repeat(2048)}`)).toBe(false);
  });

  it('accepts as inlined only percent-encoded SVG and base64 rasters of the allowed size', () => {
    expect(isInlinedImageUrl('data:image/svg+xml,%3Csvg%20x%3D%271%27%3E%28b%29%3C%2Fsvg%3E')).toBe(true);
    expect(isInlinedImageUrl('data:image/png;base64,iVBOR/8=')).toBe(true);
    expect(isInlinedImageUrl('data:image/webp;base64,UklGRg==')).toBe(true);
    expect(isInlinedImageUrl(`data:image/png;base64,${'A'.repeat(INLINED_IMAGE_MAX_BYTES * 3)}`)).toBe(true);
    for (const bad of [
      'data:text/html,<script>',
      'data:image/svg+xml,<svg onload=x>',
      'data:image/svg+xml,a"b',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png;base64,a b',
      'javascript:alert(1)',
      '/logo.svg',
      `data:image/png;base64,${'A'.repeat(INLINED_IMAGE_MAX_BYTES * 3 + 32)}`,
    ]) {
      expect(isInlinedImageUrl(bad)).toBe(false);
    }
  });

  it('never accepts an image address with a quote, a parenthesis or a space (property)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'] }),
        fc.constantFrom('"', "'", '(', ')', ' ', '<'),
        (url, bad) => {
          expect(isBrandImageUrl(`${url}${bad}x`)).toBe(false);
        },
      ),
    );
  });
});

describe('shipped fonts and merchant web fonts', () => {
  it('a web font is an https woff2 or woff address without characters that could leave url()', () => {
    expect(isFontUrl('https://cdn.example.com/fonts/brand.woff2')).toBe(true);
    expect(isFontUrl('https://cdn.example.com/fonts/brand.woff?v=3')).toBe(true);
    expect(isFontUrl('http://cdn.example.com/brand.woff2')).toBe(false);
    expect(isFontUrl('https://cdn.example.com/brand.ttf')).toBe(false);
    expect(isFontUrl('https://cdn.example.com/a b.woff2')).toBe(false);
    expect(isFontUrl('https://cdn.example.com/x.woff2") format("woff2')).toBe(false);
    expect(isFontUrl(`https://cdn.example.com/${'a'.repeat(2050)}.woff2`)).toBe(false);
  });

  it('the first screen needs the shipped font a list starts with, Inter for no list, none for a font of its own', () => {
    expect(firstScreenFont(null)).toEqual(DEFAULT_FONT);
    expect(firstScreenFont('Lora, Georgia, serif')?.file).toBe('lora');
    expect(firstScreenFont('"DM Sans", sans-serif')?.family).toBe('DM Sans');
    expect(firstScreenFont("'inter'")?.file).toBe('inter');
    expect(firstScreenFont('Georgia, serif')).toBeNull();
    expect(firstScreenFont('url(x)')).toEqual(DEFAULT_FONT);
  });

  it('the font stack puts the merchant web font first and always ends in a shipped font', () => {
    expect(brandFontStack(null, null)).toBe('"Inter", sans-serif');
    expect(brandFontStack('Lora, Georgia, serif', null)).toBe('"Lora", "Georgia", "Inter", serif');
    expect(brandFontStack('"DM Sans"', 'https://cdn.example.com/b.woff2')).toBe(
      '"Brand Font", "DM Sans", "Inter", sans-serif',
    );
    expect(brandFontStack('Inter, monospace', 'not a url')).toBe('"Inter", monospace');
    expect(brandFontStack('x;}', null)).toBe('"Inter", sans-serif');
    expect(SHIPPED_FONTS.map((font) => font.family)).toEqual(['Inter', 'Lora', 'DM Sans']);
  });
});
