// The spec's fixed choices (part 1 §5, part 2 §3). Place and language names are proper nouns shown as
// they are; the words around them come from the catalogues.

/** Locations the directory filters by (part 1 §5). */
export const DIRECTORY_LOCATIONS = [
  'Auckland',
  'Wellington',
  'Christchurch',
  'Sydney',
  'Melbourne',
  'Brisbane',
] as const;

/** Locations an expert can choose, by country (part 2 §3). */
export const EXPERT_LOCATIONS = {
  NZ: ['Auckland', 'Wellington', 'Christchurch'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
  online: ['Online Only'],
} as const;

/** Languages an expert can add (part 2 §3). */
export const LANGUAGES = [
  'English',
  'Mandarin',
  'Korean',
  'Hindi',
  'Spanish',
  'French',
  'German',
  'Japanese',
  'Italian',
  'Dutch',
  'Arabic',
  'Vietnamese',
] as const;

/** Service countries and their currencies (part 2 §3). */
export const COUNTRIES = ['NZ', 'AU'] as const;
export const CURRENCIES = ['NZD', 'AUD'] as const;

/** The directory's sort orders (the contract's `sort`). */
export const SORTS = ['rating', 'price', 'newest'] as const;
