// The spec's fixed choices (part 1 §5, part 2 §3), taken from the contract's enums where it has them. Place and
// language names are proper nouns shown as they are; the words around them come from the catalogues.
import {
  countryCodeValues,
  currencyValues,
  directorySortValues,
  languageValues,
  type Location,
} from '@expertbridge/sdk';

/** Locations the directory filters by (part 1 §5). */
export const DIRECTORY_LOCATIONS = [
  'Auckland',
  'Wellington',
  'Christchurch',
  'Sydney',
  'Melbourne',
  'Brisbane',
] as const;

/** The contract's locations grouped by country for the pickers (part 2 §3). */
export const EXPERT_LOCATIONS = {
  NZ: ['Auckland', 'Wellington', 'Christchurch'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
  online: ['Online Only'],
} as const satisfies Record<string, readonly Location[]>;

/** Languages an expert can add: the contract's `Language` enum. */
export const LANGUAGES = languageValues;

/** Service countries and their currencies: the contract's enums. */
export const COUNTRIES = countryCodeValues;
export const CURRENCIES = currencyValues;

/** The directory's sort orders (the contract's `sort`). */
export const SORTS = directorySortValues;
