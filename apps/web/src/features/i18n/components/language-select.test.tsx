import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_SELECTOR_MAX_WIDTH_PX } from '@rc/domain/languages';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

// Vitest stubs CSS imports, so the stylesheet is read as the file it is.
const stylesheet = readFileSync(join(import.meta.dirname, 'language-select.css'), 'utf8');

describe('LanguageSelect (spec 9)', () => {
  it('offers the nine languages as short codes in the spec order, at most 150 px wide', () => {
    render(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'EN',
      'ES',
      'PL',
      'PT',
      'IT',
      'DE',
      'CS',
      'FR',
      'NL',
    ]);
    // The width comes from the stylesheet (no inline style on a server-rendered page).
    expect(select).toHaveProperty('className', 'language-select');
    expect(stylesheet).toContain(`max-width: ${LANGUAGE_SELECTOR_MAX_WIDTH_PX}px;`);
  });

  it('changes the language', async () => {
    render(<LanguageSelect />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de-DE' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('de-DE');
  });

  it('is disabled when asked (the older selector in version 5)', () => {
    render(<LanguageSelect disabled />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('disabled', true);
  });
});
