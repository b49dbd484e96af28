import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBrandImageUrl, isCssColour, isFontFamily } from './branding';

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
