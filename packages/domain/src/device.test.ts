import { describe, expect, it } from 'vitest';
import { isIOS, isMobile, MOBILE_BREAKPOINT_PX } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('mobile detection (spec section 9)', () => {
  it('section 9: width under 768 px is mobile, 768 is not', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(isMobile({ width: 767, userAgent: WINDOWS })).toBe(true);
    expect(isMobile({ width: 768, userAgent: WINDOWS })).toBe(false);
    expect(isMobile({ width: 1440, userAgent: WINDOWS })).toBe(false);
  });

  it('section 9: a mobile user agent is mobile at any width', () => {
    expect(isMobile({ width: 1024, userAgent: IPHONE })).toBe(true);
    expect(isMobile({ width: 1024, userAgent: ANDROID })).toBe(true);
    expect(isMobile({ userAgent: ANDROID })).toBe(true);
  });

  it('is not mobile without a narrow width or a mobile agent', () => {
    expect(isMobile({})).toBe(false);
    expect(isMobile({ width: null, userAgent: null })).toBe(false);
    expect(isMobile({ width: 1280, userAgent: MAC })).toBe(false);
  });
});

describe('iOS detection (spec sections 1 and 9: app banner on iOS only)', () => {
  it('section 9: iPhone, iPad and iPod are iOS', () => {
    expect(isIOS(IPHONE)).toBe(true);
    expect(isIOS('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe(true);
  });

  it('section 9: Android, Windows and a Mac are not iOS', () => {
    expect(isIOS(ANDROID)).toBe(false);
    expect(isIOS(WINDOWS)).toBe(false);
    expect(isIOS(MAC)).toBe(false);
    expect(isIOS(MAC, 0)).toBe(false);
    expect(isIOS(null)).toBe(false);
    expect(isIOS(undefined, 5)).toBe(false);
  });

  it('an iPad reporting a Mac user agent is iOS when it has touch points', () => {
    expect(isIOS(MAC, 5)).toBe(true);
    expect(isIOS(MAC, 1)).toBe(false);
  });
});
