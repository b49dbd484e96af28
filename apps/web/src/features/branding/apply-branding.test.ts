import type { LoginStyle } from '@rc/contract/shared-schemas';
import { describe, expect, it } from 'vitest';
import { applyBranding, brandFontFace } from './apply-branding';

const base: LoginStyle = {
  merchantId: '00000000-0000-4000-8000-000000000001',
  merchantName: 'Store',
  shop: 'store',
  platform: 'shopify',
  logo: null,
  favicon: null,
  background: null,
  loginAlignment: 'left',
  removePoweredBy: false,
  fontFamily: null,
  fontUrl: null,
  customStyleConfig: {},
  loginType: 'rc4',
  theme: 'black',
  enableNewRc: false,
  fromUS: false,
  supportEmail: null,
  helpCenterUrl: null,
  legacySiteUrl: 'https://legacy.example',
  translationsVersion: null,
};

describe('applyBranding (spec 1: branding from the return configuration)', () => {
  it('sets button colours, font and background as custom properties', () => {
    const frame = document.createElement('div');
    applyBranding(
      {
        ...base,
        fontFamily: 'Georgia, serif',
        background: '/demo/bg.svg',
        customStyleConfig: { primaryButtonBackground: '#1f4d3a', primaryButtonText: 'white' },
      },
      frame,
    );
    expect(frame.style.getPropertyValue('--brand-primary')).toBe('#1f4d3a');
    expect(frame.style.getPropertyValue('--brand-on-primary')).toBe('white');
    expect(frame.style.getPropertyValue('--brand-font')).toContain('Georgia');
    expect(frame.style.getPropertyValue('--brand-background')).toBe('url("/demo/bg.svg")');
  });

  it('refuses values that could smuggle CSS or load from elsewhere', () => {
    const frame = document.createElement('div');
    applyBranding(
      {
        ...base,
        fontFamily: 'x; background: url(https://evil.example/a)',
        background: 'javascript:alert(1)',
        customStyleConfig: {
          primaryButtonBackground: 'red; color: blue',
          accentColor: 'url(https://evil.example)',
        },
      },
      frame,
    );
    expect(frame.style.getPropertyValue('--brand-primary')).toBe('');
    expect(frame.style.getPropertyValue('--brand-accent')).toBe('');
    // The font falls back to the portal's own, never to the refused list.
    expect(frame.style.getPropertyValue('--brand-font')).toBe('"Inter", sans-serif');
    expect(frame.style.getPropertyValue('--brand-background')).toBe('');
  });

  it("clears a previous store's branding", () => {
    const frame = document.createElement('div');
    applyBranding({ ...base, customStyleConfig: { primaryButtonBackground: '#000000' } }, frame);
    applyBranding({ ...base, customStyleConfig: {} }, frame);
    expect(frame.style.getPropertyValue('--brand-primary')).toBe('');
    applyBranding({ ...base, customStyleConfig: { primaryButtonBackground: '#000000' } }, frame);
    applyBranding(null, frame);
    expect(frame.style.getPropertyValue('--brand-primary')).toBe('');
  });

  it("declares a merchant's own web font first, and only from a checked https address", () => {
    const frame = document.createElement('div');
    const style = { ...base, fontFamily: 'Lora, serif', fontUrl: 'https://cdn.example.com/brand.woff2' };
    applyBranding(style, frame);
    expect(frame.style.getPropertyValue('--brand-font')).toBe('"Brand Font", "Lora", "Inter", serif');
    expect(brandFontFace(style)).toBe(
      '@font-face{font-family:"Brand Font";src:url("https://cdn.example.com/brand.woff2") format("woff2");font-display:swap}',
    );
    expect(brandFontFace({ ...style, fontUrl: 'https://cdn.example.com/brand.woff?v=2' })).toContain(
      'format("woff")',
    );
    expect(brandFontFace({ ...style, fontUrl: 'https://cdn.example.com/x.woff2");}body{x:url(' })).toBe('');
    expect(brandFontFace(null)).toBe('');
  });
});
