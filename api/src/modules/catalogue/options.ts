import { languageValues, type Location } from '@expertbridge/sdk';

/**
 * Where each of the contract's locations is, and which time zone its experts' hours are in. Keyed by the
 * contract's `Location` enum, so a location added there fails to compile here until it is placed.
 */
export const LOCATIONS = {
  Auckland: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Wellington: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Christchurch: { country: 'NZ', timeZone: 'Pacific/Auckland' },
  Sydney: { country: 'AU', timeZone: 'Australia/Sydney' },
  Melbourne: { country: 'AU', timeZone: 'Australia/Melbourne' },
  Brisbane: { country: 'AU', timeZone: 'Australia/Brisbane' },
  Perth: { country: 'AU', timeZone: 'Australia/Perth' },
  'Online Only': { country: null, timeZone: null },
} as const satisfies Record<Location, { country: 'NZ' | 'AU' | null; timeZone: string | null }>;

export type LocationName = Location;

/** The languages an expert can list: the contract's `Language` enum. */
export const LANGUAGES = languageValues;

const DEFAULT_TIME_ZONE = { NZD: 'Pacific/Auckland', AUD: 'Australia/Sydney' } as const;

/** The time zone an expert's hours are in: their city's, else their currency's country's main zone. */
export function timeZoneFor(location: string | null | undefined, currency: 'NZD' | 'AUD'): string {
  const known = location ? LOCATIONS[location as LocationName] : undefined;
  return known?.timeZone ?? DEFAULT_TIME_ZONE[currency];
}
