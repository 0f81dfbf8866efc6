import { useId, useState, type FormEvent } from 'react';
import { DIRECTORY_LOCATIONS, LANGUAGES, SORTS } from '../../../domain/options.js';
import { parseDollars } from '../../../format/money.js';
import { useCategories, type ExpertListParams } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { SelectField, TextField } from '../../../primitives/Field.js';

export interface DirectorySearchProps {
  /** The filters in force (e.g. from the address bar). */
  value: ExpertListParams;
  /** Called with the new filters when the form is submitted. */
  onSearch: (params: ExpertListParams) => void;
}

interface Draft {
  searchTerm: string;
  categoryId: string;
  location: string;
  country: string;
  language: string;
  minRate: string;
  maxRate: string;
  sort: string;
  availableSoon: boolean;
}

/** The days of "Available in the next 7 days". */
export const AVAILABLE_SOON_DAYS = 7;

const dollars = (minor: number | undefined) => (minor === undefined ? '' : String(minor / 100));

function toDraft(value: ExpertListParams): Draft {
  return {
    searchTerm: value.searchTerm ?? '',
    categoryId: value.categoryId ? String(value.categoryId) : '',
    location: value.location ?? '',
    country: value.country ?? '',
    language: value.language ?? '',
    minRate: dollars(value.minRate),
    maxRate: dollars(value.maxRate),
    sort: value.sort ?? '',
    availableSoon: value.availableWithin !== undefined,
  };
}

/** Only the filters a person set; an empty search term is no filter (part 1 §5). */
function toParams(draft: Draft): ExpertListParams {
  const params: ExpertListParams = {};
  if (draft.searchTerm.trim()) params.searchTerm = draft.searchTerm.trim();
  if (draft.categoryId) params.categoryId = Number(draft.categoryId);
  if (draft.location) params.location = draft.location;
  if (draft.country === 'NZ' || draft.country === 'AU') params.country = draft.country;
  if (draft.language) params.language = draft.language;
  const min = parseDollars(draft.minRate);
  const max = parseDollars(draft.maxRate);
  if (min !== null) params.minRate = min;
  if (max !== null) params.maxRate = max;
  if (draft.sort === 'rating' || draft.sort === 'price' || draft.sort === 'newest') {
    params.sort = draft.sort;
  }
  if (draft.availableSoon) params.availableWithin = AVAILABLE_SOON_DAYS;
  return params;
}

/**
 * The directory's search form: search term, category, location, "Available in the next 7 days", and behind
 * 'More Filters' the service country, language, hourly price range and sort order.
 */
export function DirectorySearch({ value, onSearch }: DirectorySearchProps) {
  const t = useT();
  const categories = useCategories();
  const [draft, setDraft] = useState(() => toDraft(value));
  const [more, setMore] = useState(
    Boolean(value.country || value.language || value.minRate || value.maxRate || value.sort),
  );
  const moreId = useId();
  const set = (key: Exclude<keyof Draft, 'availableSoon'>) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toParams(draft));
  };

  return (
    <form className="eb-directory-search" role="search" onSubmit={submit}>
      <div className="eb-directory-search__main">
        <TextField
          label={t('directory.search')}
          type="search"
          name="searchTerm"
          placeholder={t('directory.searchPlaceholder')}
          value={draft.searchTerm}
          onChange={set('searchTerm')}
        />
        <SelectField
          label={t('directory.category')}
          name="categoryId"
          placeholder={t('directory.allCategories')}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={draft.categoryId}
          onChange={set('categoryId')}
        />
        <SelectField
          label={t('directory.location')}
          name="location"
          placeholder={t('directory.allLocations')}
          options={DIRECTORY_LOCATIONS.map((l) => ({ value: l, label: l }))}
          value={draft.location}
          onChange={set('location')}
        />
        <Button type="submit">
          <Icon name="search" />
          {t('directory.submit')}
        </Button>
      </div>
      <label className="eb-checkbox eb-directory-search__available">
        <input
          type="checkbox"
          name="availableWithin"
          checked={draft.availableSoon}
          onChange={(e) => setDraft((d) => ({ ...d, availableSoon: e.target.checked }))}
        />
        <span>{t('directory.availableSoon')}</span>
      </label>
      <Button
        variant="ghost"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore((v) => !v)}
      >
        {t('directory.moreFilters')}
        <Icon name="chevronDown" />
      </Button>
      <div id={moreId} className="eb-directory-search__more" hidden={!more}>
        <SelectField
          label={t('directory.country')}
          name="country"
          placeholder={t('directory.anyCountry')}
          options={[
            { value: 'NZ', label: t('country.NZ') },
            { value: 'AU', label: t('country.AU') },
          ]}
          value={draft.country}
          onChange={set('country')}
        />
        <SelectField
          label={t('directory.language')}
          name="language"
          placeholder={t('directory.anyLanguage')}
          options={LANGUAGES.map((l) => ({ value: l, label: l }))}
          value={draft.language}
          onChange={set('language')}
        />
        <TextField
          label={t('directory.minRate')}
          name="minRate"
          inputMode="decimal"
          value={draft.minRate}
          onChange={set('minRate')}
        />
        <TextField
          label={t('directory.maxRate')}
          name="maxRate"
          inputMode="decimal"
          value={draft.maxRate}
          onChange={set('maxRate')}
        />
        <SelectField
          label={t('directory.sort')}
          name="sort"
          options={SORTS.map((s) => ({ value: s, label: t(`directory.sort.${s}`) }))}
          value={draft.sort || 'rating'}
          onChange={set('sort')}
        />
      </div>
    </form>
  );
}
