/** The fixed choices of the spec (part 2 §3 Options): locations with their country and time zone, and languages. */
export const LOCATIONS = {
  Auckland: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Wellington: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Christchurch: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Sydney: { country: 'AU', timeZone: 'Australia/Sydney' },
  Melbourne: { country: 'AU', timeZone: 'Australia/Melbourne' },
  Brisbane: { country: 'AU', timeZone: 'Australia/Brisbane' },
  Perth: { country: 'AU', timeZone: 'Australia/Perth' },
  'Online Only': { country: null, timeZone: null },
} as const;

export type LocationName = keyof typeof LOCATIONS;

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

const DEFAULT_TIME_ZONE = { NZD: 'Pacific/Auckland', AUD: 'Australia/Sydney' } as const;

/** The time zone an expert's hours are in: their city's, else their currency's country's main zone. */
export function timeZoneFor(location: string | null | undefined, currency: 'NZD' | 'AUD'): string {
  const known = location ? LOCATIONS[location as LocationName] : undefined;
  return known?.timeZone ?? DEFAULT_TIME_ZONE[currency];
}
