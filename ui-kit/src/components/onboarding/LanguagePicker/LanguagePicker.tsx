import { useId, useState } from 'react';
import { LANGUAGES } from '../../../domain/options.js';
import { RequiredMark } from '../../../primitives/RequiredMark.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';

export interface LanguagePickerProps {
  value: string[];
  onChange: (languages: string[]) => void;
  error?: string | undefined;
  /** Registration requires a language; the profile editor does not (part 2 §2.7). */
  required?: boolean;
}

/**
 * The languages an expert speaks (part 2 §3): chosen from the list, added and removed, never twice.
 * Removing a language moves focus to the picker so keyboard users do not lose their place.
 */
export function LanguagePicker({ value, onChange, error, required = true }: LanguagePickerProps) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState('');
  const available = LANGUAGES.filter((language) => !value.includes(language));

  const add = () => {
    if (!choice || value.includes(choice)) return;
    onChange([...value, choice]);
    setChoice('');
  };

  return (
    <fieldset className="eb-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="eb-label">
        {t('registration.languagesSection')}
        {required ? <RequiredMark /> : null}
      </legend>
      <ul className="eb-language-picker__chosen">
        {value.map((language) => (
          <li key={language} className="eb-badge">
            {language}
            <button
              type="button"
              className="eb-language-picker__remove"
              aria-label={t('registration.removeLanguage', { language })}
              onClick={() => {
                onChange(value.filter((l) => l !== language));
                document.getElementById(`${id}-select`)?.focus();
              }}
            >
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
      <div className="eb-row">
        <label className="eb-visually-hidden" htmlFor={`${id}-select`}>
          {t('registration.languageToAdd')}
        </label>
        <select
          id={`${id}-select`}
          className="eb-input eb-language-picker__select"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('registration.languageToAdd')}</option>
          {available.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={!choice}
          aria-describedby={choice ? undefined : `${id}-hint`}
          onClick={add}
        >
          {t('registration.addLanguage')}
        </Button>
      </div>
      {choice ? null : (
        <p className="eb-field-hint" id={`${id}-hint`}>
          {t(available.length > 0 ? 'registration.addLanguageHint' : 'registration.allLanguages')}
        </p>
      )}
      <p className="eb-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
