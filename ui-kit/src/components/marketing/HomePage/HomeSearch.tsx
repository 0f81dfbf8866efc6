import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';

/** Where a home search goes (part 1 §5): the filtered directory when the trimmed text is non-empty. */
export function searchTarget(text: string): string {
  const term = text.trim();
  return term ? `/experts?searchTerm=${encodeURIComponent(term)}` : '/experts';
}

/** The home page's search form; it leaves for the directory through the host's navigate. */
export function HomeSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchTarget(text));
  };

  return (
    <form role="search" className="eb-home-search" onSubmit={submit}>
      <label htmlFor={inputId} className="eb-visually-hidden">
        {t('directory.search')}
      </label>
      <span className="eb-home-search__field">
        <Icon name="search" />
        <input
          id={inputId}
          type="search"
          className="eb-input eb-home-search__input"
          placeholder={t('directory.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </span>
      <Button type="submit">{t('directory.submit')}</Button>
    </form>
  );
}
