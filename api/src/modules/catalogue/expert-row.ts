/** An expert profile with its owner's name, photo and e-mail and its category's name: what every view reads. */
export interface ExpertRow {
  id: string;
  user_id: string;
  category_id: number;
  title: string;
  bio: string;
  experience: string;
  qualifications: string;
  hourly_rate_amount: number;
  currency: 'NZD' | 'AUD';
  location: string | null;
  languages: string[];
  service_countries: ('NZ' | 'AU')[];
  consultation_methods: ('chat' | 'video')[];
  availability: string | null;
  time_zone: string;
  response_time: string;
  status: 'pending' | 'approved' | 'rejected';
  application_source: 'wizard' | 'registration' | 'seed';
  rejection_reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
  average_rating: string;
  total_reviews: number;
  created_at: Date;
  /** The stored next free start (migration 0021) and until when it holds; null until: to be computed again. */
  next_available_at: Date | null;
  next_available_until: Date | null;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  user_email: string;
  category_name: string;
}

/**
 * The expert columns a listing (toExpert) reads. Named rather than `e.*` so the search columns (a lower-cased copy
 * of the bio among them) and payment identifiers never travel with an expert.
 */
export const LISTED_COLUMNS = [
  'id',
  'user_id',
  'category_id',
  'title',
  'bio',
  'experience',
  'qualifications',
  'hourly_rate_amount',
  'currency',
  'location',
  'languages',
  'service_countries',
  'consultation_methods',
  'time_zone',
  'response_time',
  'status',
  'average_rating',
  'total_reviews',
  'created_at',
  'next_available_at',
  'next_available_until',
] as const satisfies readonly (keyof ExpertRow)[];

/** What the owner's and the admin's view (toOwnExpertProfile) read besides. */
export const PROFILE_COLUMNS = [
  'availability',
  'application_source',
  'rejection_reason',
  'submitted_at',
  'reviewed_at',
] as const satisfies readonly (keyof ExpertRow)[];

/** A row of a listing: only what toExpert reads. */
export type ListedExpertRow = Pick<
  ExpertRow,
  | (typeof LISTED_COLUMNS)[number]
  | 'first_name'
  | 'last_name'
  | 'profile_image_url'
  | 'category_name'
>;
