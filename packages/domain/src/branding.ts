// What a merchant's branding may contain (spec 1, 3 "Return configuration"). Checked when a
// merchant sets it and again where it is used (CSS custom properties, e-mails), so a value can
// never smuggle in CSS rules, url() or script.

const COLOUR =
  /^(#[0-9a-f]{3}|#[0-9a-f]{4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;
const IMAGE_URL = /^(https:\/\/|\/)[^\s"'()\\<>]+$/;

/** A plain CSS colour: #rgb(a), #rrggbb(aa), rgb()/rgba()/hsl()/hsla() with numbers only, or a name. */
export function isCssColour(value: string): boolean {
  return COLOUR.test(value.trim());
}

/** A font-family list of names only (letters, digits, spaces, commas, quotes, hyphens), at most 120 characters. */
export function isFontFamily(value: string): boolean {
  return FONT_FAMILY.test(value);
}

/** An image address usable in CSS url() and <img>: https:// or a path on this portal, with no quotes, spaces or parentheses. */
export function isBrandImageUrl(value: string): boolean {
  return value.length <= 2048 && IMAGE_URL.test(value);
}
