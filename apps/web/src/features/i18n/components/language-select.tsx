// The language selector (spec 9): short codes, at most 150 px wide (LANGUAGE_SELECTOR_MAX_WIDTH_PX,
// in language-select.css: the server-rendered page may carry no inline style).
import { LANGUAGES, matchLanguage } from '@rc/domain/languages';
import { useTranslation } from 'react-i18next';
import './language-select.css';

interface LanguageSelectProps {
  /** The older selector is disabled in version 5 (spec 4 "Language"). */
  disabled?: boolean;
  /** The redesigned layout reloads the page after a change (spec 4 "Language"). */
  reloadOnChange?: boolean;
}

export function LanguageSelect({ disabled, reloadOnChange }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = matchLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en-US';
  return (
    <select
      className="language-select"
      aria-label={t('language.label')}
      value={current}
      disabled={disabled}
      onChange={async (event) => {
        await i18n.changeLanguage(event.target.value);
        if (reloadOnChange) window.location.reload();
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.shortCode}
        </option>
      ))}
    </select>
  );
}
