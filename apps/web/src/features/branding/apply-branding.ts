// Applies the merchant's return configuration to every page through CSS custom properties, so
// no stylesheet is rebuilt. The server renders the same declarations into the first paint's
// inline style (with its hash in the Content-Security-Policy); the client then sets them on the
// frame through the CSSOM, which the policy allows.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import {
  brandFontStack,
  isBrandImageUrl,
  isCssColour,
  isFontUrl,
  isInlinedImageUrl,
  MERCHANT_FONT_FAMILY,
} from '@rc/domain/branding';

const STYLE_PROPERTIES: Record<string, string> = {
  primaryButtonBackground: '--brand-primary',
  primaryButtonText: '--brand-on-primary',
  secondaryButtonBackground: '--brand-secondary',
  secondaryButtonText: '--brand-on-secondary',
  accentColor: '--brand-accent',
  pageBackground: '--color-page',
};

const ALL_PROPERTIES = [...Object.values(STYLE_PROPERTIES), '--brand-font', '--brand-background'];

// Only plain colours, font names and checked addresses reach the stylesheet: a merchant's value
// can never smuggle in url() or rules.

/** The brand's custom properties, in a fixed order: colours, font stack, background image. */
export function brandDeclarations(style: LoginStyle | null): Array<[property: string, value: string]> {
  if (!style) return [];
  const declarations: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(style.customStyleConfig)) {
    const property = STYLE_PROPERTIES[key];
    if (property && isCssColour(value)) declarations.push([property, value.trim()]);
  }
  declarations.push(['--brand-font', brandFontStack(style.fontFamily, style.fontUrl)]);
  if (style.background && isBrandImageUrl(style.background)) {
    declarations.push(['--brand-background', `url("${style.background}")`]);
  }
  return declarations;
}

/** The merchant's own web font, declared under one family name; '' when it gave none. */
export function brandFontFace(style: LoginStyle | null): string {
  if (!style?.fontUrl || !isFontUrl(style.fontUrl)) return '';
  const format = style.fontUrl.split(/[?#]/)[0]?.endsWith('.woff') ? 'woff' : 'woff2';
  return `@font-face{font-family:"${MERCHANT_FONT_FAMILY}";src:url("${style.fontUrl}") format("${format}");font-display:swap}`;
}

/** Sets or clears the brand properties on the document. */
export function applyBranding(style: LoginStyle | null, root: HTMLElement = document.documentElement): void {
  for (const property of ALL_PROPERTIES) root.style.removeProperty(property);
  for (const [property, value] of brandDeclarations(style)) root.style.setProperty(property, value);
  if (style?.favicon && (isBrandImageUrl(style.favicon) || isInlinedImageUrl(style.favicon))) {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = style.favicon;
  }
}
