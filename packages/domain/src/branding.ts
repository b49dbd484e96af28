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

/** The largest brand image (logo, favicon) a page carries in itself instead of linking it, in bytes. */
export const INLINED_IMAGE_MAX_BYTES = 16 * 1024;

const INLINED_IMAGE =
  /^data:image\/(svg\+xml,[A-Za-z0-9%._-]+|(png|webp|jpeg|gif);base64,[A-Za-z0-9+/]+={0,2})$/;

/**
 * A data: address of a brand image the page carries in itself (decision 045): percent-encoded SVG
 * (quotes and parentheses encoded too) or a base64 raster, no larger than the limit allows.
 */
export function isInlinedImageUrl(value: string): boolean {
  return value.length <= INLINED_IMAGE_MAX_BYTES * 3 + 32 && INLINED_IMAGE.test(value);
}

/** A font the portal ships as self-hosted woff2 files (apps/web/src/styles/fonts.css). */
export interface ShippedFont {
  /** The family name a merchant writes in its font list. */
  family: string;
  /** The files' name in the built assets: `{file}-latin-wght-normal-{hash}.woff2`. */
  file: string;
}

/** The fonts a merchant can choose without hosting one: a sans, a serif and a rounded sans. */
export const SHIPPED_FONTS: readonly ShippedFont[] = [
  { family: 'Inter', file: 'inter' },
  { family: 'Lora', file: 'lora' },
  { family: 'DM Sans', file: 'dm-sans' },
];

/** The portal's own font, used when a merchant names none, and after every merchant's list. */
export const DEFAULT_FONT: ShippedFont = { family: 'Inter', file: 'inter' };

/** The family name a merchant's own web font (its `fontUrl`) is declared under. */
export const MERCHANT_FONT_FAMILY = 'Brand Font';

const FONT_URL = /^https:\/\/[^\s"'()\\<>?#]+\.woff2?([?#][^\s"'()\\<>]*)?$/i;

/** A merchant's web font: an https address of a .woff2 or .woff file, with no quotes, spaces or parentheses. */
export function isFontUrl(value: string): boolean {
  return value.length <= 2048 && FONT_URL.test(value);
}

/** The families of a font-family list, unquoted, in order. */
function familiesOf(fontFamily: string): string[] {
  return fontFamily
    .split(',')
    .map((family) => family.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** The shipped font a merchant's list starts with (the one the first screen needs); Inter for no list. */
export function firstScreenFont(fontFamily: string | null): ShippedFont | null {
  if (!fontFamily || !isFontFamily(fontFamily)) return DEFAULT_FONT;
  const first = familiesOf(fontFamily)[0]?.toLowerCase();
  return SHIPPED_FONTS.find((font) => font.family.toLowerCase() === first) ?? null;
}

/**
 * The CSS font stack of a store: its own web font first (when it gave one), then its list, then
 * Inter, so a family missing on a machine falls back to a font the portal ships, never to a
 * machine's own.
 */
export function brandFontStack(fontFamily: string | null, fontUrl: string | null): string {
  const families = fontFamily && isFontFamily(fontFamily) ? familiesOf(fontFamily) : [];
  const named = families.filter(
    (family) => !/^(serif|sans-serif|monospace|cursive|system-ui)$/i.test(family),
  );
  const generic = families.find((family) => /^(serif|sans-serif|monospace)$/i.test(family)) ?? 'sans-serif';
  const stack = [
    ...(fontUrl && isFontUrl(fontUrl) ? [MERCHANT_FONT_FAMILY] : []),
    ...named,
    ...(named.some((family) => family.toLowerCase() === 'inter') ? [] : [DEFAULT_FONT.family]),
  ];
  return [...stack.map((family) => `"${family}"`), generic].join(', ');
}
