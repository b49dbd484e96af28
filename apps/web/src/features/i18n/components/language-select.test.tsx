import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_SELECTOR_MAX_WIDTH_PX } from '@rc/domain/languages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { LANGUAGE_LIST_KEY } from '../api/list-language-code';
import { LanguageSelect } from './language-select';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

beforeEach(() => {
  sessionStorage.clear();
  gateway.mockReset();
  gateway.mockResolvedValue({ ok: false, code: 999999, message: null });
});

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

  it("shows the server's list, asked once per session and kept in session storage (spec 4)", async () => {
    gateway.mockResolvedValue({
      ok: true,
      data: [
        { code: 'en-US', name: 'English', shortCode: 'EN' },
        { code: 'de-DE', name: 'Deutsch', shortCode: 'DE' },
        { code: 'xx-XX', name: 'Unknown', shortCode: 'XX' },
      ],
    } as never);
    const first = render(<LanguageSelect />);
    const options = () =>
      [...(screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).options].map(
        (option) => option.textContent,
      );
    // Only the languages the app has texts for.
    await waitFor(() => expect(options()).toEqual(['EN', 'DE']));
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(gateway).toHaveBeenCalledWith('multilingual/list-language-code', {});
    expect(JSON.parse(sessionStorage.getItem(LANGUAGE_LIST_KEY) ?? 'null')).toHaveLength(2);
    first.unmount();

    render(<LanguageSelect />);
    await waitFor(() => expect(options()).toEqual(['EN', 'DE']));
    expect(gateway).toHaveBeenCalledTimes(1);
  });

  it("keeps the domain's nine when the call fails, and asks again next time", async () => {
    render(<LanguageSelect />);
    await waitFor(() => expect(gateway).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).options).toHaveLength(9);
    expect(sessionStorage.getItem(LANGUAGE_LIST_KEY)).toBeNull();
  });
});
