// Applies the merchant's return configuration to every page through CSS custom properties, so
// no stylesheet is rebuilt and the Content-Security-Policy needs no inline styles.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { isBrandImageUrl, isCssColour, isFontFamily } from '@rc/domain/branding';

const STYLE_PROPERTIES: Record<string, string> = {
  primaryButtonBackground: '--brand-primary',
  primaryButtonText: '--brand-on-primary',
  secondaryButtonBackground: '--brand-secondary',
  secondaryButtonText: '--brand-on-secondary',
  accentColor: '--brand-accent',
  pageBackground: '--color-page',
};

// Only plain colours reach the stylesheet: a merchant's value can never smuggle in url() or rules.

/** Sets or clears the brand properties on the document. */
export function applyBranding(style: LoginStyle | null, root: HTMLElement = document.documentElement): void {
  for (const property of Object.values(STYLE_PROPERTIES)) root.style.removeProperty(property);
  root.style.removeProperty('--brand-font');
  root.style.removeProperty('--brand-background');
  if (!style) return;

  for (const [key, value] of Object.entries(style.customStyleConfig)) {
    const property = STYLE_PROPERTIES[key];
    if (property && isCssColour(value)) root.style.setProperty(property, value.trim());
  }
  if (style.fontFamily && isFontFamily(style.fontFamily)) {
    root.style.setProperty('--brand-font', `${style.fontFamily}, system-ui, sans-serif`);
  }
  if (style.background && isBrandImageUrl(style.background)) {
    root.style.setProperty('--brand-background', `url("${style.background}")`);
  }
  if (style.favicon && isBrandImageUrl(style.favicon)) {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = style.favicon;
  }
}
