import type { LANGUAGES, LocationName } from '../../modules/catalogue/options.js';

/** One demo expert as the catalogue's lists write it; the seed derives the rest (email, time zone, reviews). */
export interface DemoExpert {
  firstName: string;
  lastName: string;
  categoryId: number;
  title: string;
  bio: string;
  experience: string;
  qualifications: string;
  location: LocationName;
  languages: (typeof LANGUAGES)[number][];
  /** Minor units per hour. */
  rate: number;
  /** Only for Online Only experts; otherwise the city's country decides. */
  currency?: 'NZD' | 'AUD';
}
