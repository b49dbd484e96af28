// The language selector (spec 9): short codes, at most 150 px wide (LANGUAGE_SELECTOR_MAX_WIDTH_PX,
// in language-select.css: the server-rendered page may carry no inline style). Its languages are the
// server's list (`multilingual/list-language-code`, cached in the session, spec 4 "Language"),
// fetched after the first paint; until then, and if the call fails, the domain's nine.
import { LANGUAGES, matchLanguage } from '@rc/domain/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './language-select.css';

interface LanguageSelectProps {
  /** The older selector is disabled in version 5 (spec 4 "Language"). */
  disabled?: boolean;
  /** The redesigned layout reloads the page after a change (spec 4 "Language"). */
  reloadOnChange?: boolean;
}

type Option = { code: string; shortCode: string; name: string };

export function LanguageSelect({ disabled, reloadOnChange }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = matchLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en-US';
  // The first render is the server's (hydration): the domain's list; the session's list after it.
  const [options, setOptions] = useState<readonly Option[]>(LANGUAGES);
  useEffect(() => {
    let live = true;
    void import('../api/list-language-code')
      .then(({ loadLanguageList }) => loadLanguageList())
      .then((list) => {
        if (live && list) setOptions(list);
      });
    return () => {
      live = false;
    };
  }, []);
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
      {options.map((language) => (
        <option key={language.code} value={language.code} lang={language.code} title={language.name}>
          {language.shortCode}
        </option>
      ))}
    </select>
  );
}
