import { useId } from 'react';
import type { Locale } from '../../../i18n/catalogue.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';

/** The admin pages' languages: the spec's Korean first, then the English catalogue (DESIGN §6). */
const LANGUAGES: ReadonlyArray<{
  locale: Locale;
  label: 'admin.language.ko' | 'admin.language.en';
}> = [
  { locale: 'ko', label: 'admin.language.ko' },
  { locale: 'en', label: 'admin.language.en' },
];

export interface AdminLanguageSwitchProps {
  /** Called with the chosen language; the host keeps it (ExpertBridgeProvider's `adminLocale`). */
  onChange: (locale: Locale) => void;
}

/**
 * Switches the admin pages between Korean (as the spec shows them) and English: two radio buttons named in
 * their own language, so each reads correctly to a screen reader whichever is chosen.
 */
export function AdminLanguageSwitch({ onChange }: AdminLanguageSwitchProps) {
  const t = useT('admin');
  const current = useLocale('admin');
  const name = useId();
  return (
    <fieldset className="eb-admin-language" lang={current}>
      <legend className="eb-admin-language__legend">{t('admin.language')}</legend>
      {LANGUAGES.map(({ locale, label }) => (
        <label key={locale} className="eb-choice" lang={locale}>
          <input
            type="radio"
            name={name}
            value={locale}
            checked={current === locale}
            onChange={() => onChange(locale)}
          />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
