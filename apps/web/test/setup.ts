// Web test setup: English translations loaded from the real file with the error catalogue merged
// in as the server serves it (decision 030), and a clean DOM after each test.

import { MESSAGES } from '@rc/domain/error-messages';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import common from '../public/locales/en-US/common.json';
import { clearPersistedStores } from '../src/lib/persisted-stores';

await i18next.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  ns: ['common'],
  defaultNS: 'common',
  resources: { 'en-US': { common: { ...common, error: MESSAGES['en-US'] } } },
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  clearPersistedStores();
  sessionStorage.clear();
});
