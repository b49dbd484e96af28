// Per-merchant translation files (spec 7 "Translations"): fetched beside the common file for the
// current language, merged over it, and kept in session storage so a reload does not fetch again.
import { useEffect } from 'react';
import { i18next } from '../../lib/i18n';

const NAMESPACE = 'common';

function cacheKey(shop: string, version: string, language: string) {
  return `rc-i18n:${shop}:${version}:${language}`;
}

async function merchantTexts(
  shop: string,
  version: string,
  language: string,
): Promise<Record<string, string>> {
  const key = cacheKey(shop, version, language);
  const cached = sessionStorage.getItem(key);
  if (cached) return JSON.parse(cached) as Record<string, string>;
  try {
    // The version in the address, so no cache (the browser's or a CDN's) hands back older words.
    const response = await fetch(
      `/locales/merchant/${encodeURIComponent(shop)}/${language}.json?v=${encodeURIComponent(version)}`,
    );
    if (!response.ok) return {};
    const texts = (await response.json()) as Record<string, string>;
    sessionStorage.setItem(key, JSON.stringify(texts));
    return texts;
  } catch {
    // Without the merchant's words the common translations still read well.
    return {};
  }
}

/** Merges the merchant's overrides for a language into the loaded common translations. */
export async function applyMerchantTranslations(
  shop: string,
  version: string,
  language: string,
): Promise<void> {
  const texts = await merchantTexts(shop, version, language);
  if (Object.keys(texts).length === 0) return;
  await i18next.loadNamespaces(NAMESPACE);
  // Flat keys ('login.title') land in the nested namespace; 'added' re-renders translated text.
  i18next.addResources(language, NAMESPACE, texts);
}

/** Keeps the merchant's overrides applied to whatever language the shopper picks. */
export function useMerchantTranslations(shop: string | null, version: string | null): void {
  useEffect(() => {
    if (!shop || !version) return;
    const apply = (language: string) => void applyMerchantTranslations(shop, version, language);
    apply(i18next.resolvedLanguage ?? i18next.language);
    i18next.on('languageChanged', apply);
    return () => i18next.off('languageChanged', apply);
  }, [shop, version]);
}
