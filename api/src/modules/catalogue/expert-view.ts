import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';

type Expert = components['schemas']['Expert'];
type OwnExpertProfile = components['schemas']['OwnExpertProfile'];

/**
 * The expert columns a listing (toExpert) reads. Named rather than `e.*` so the search columns (a lower-cased copy
 * of the bio among them) and payment identifiers never travel with an expert.
 */
const LISTED_COLUMNS = [
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
] as const satisfies readonly (keyof ExpertRow)[];

/** What the owner's and the admin's view (toOwnExpertProfile) read besides. */
const PROFILE_COLUMNS = [
  'availability',
  'application_source',
  'rejection_reason',
  'submitted_at',
  'reviewed_at',
] as const satisfies readonly (keyof ExpertRow)[];

function selectExperts(knex: Knex, expertColumns: readonly string[], userColumns: string[]) {
  return knex('experts as e')
    .join('users as u', 'u.id', 'e.user_id')
    .join('categories as c', 'c.id', 'e.category_id')
    .select(
      ...expertColumns.map((column) => `e.${column}`),
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
      ...userColumns,
      'c.name as category_name',
    );
}

/** The columns every expert view needs: the profile, its owner's name, photo and e-mail, and its category. */
export function selectExpertRows(knex: Knex) {
  return selectExperts(knex, [...LISTED_COLUMNS, ...PROFILE_COLUMNS], ['u.email as user_email']);
}

/** Only what toExpert reads: lists fetch many rows, and every column is parsed on every row. */
export function selectListedExpertRows(knex: Knex) {
  return selectExperts(knex, LISTED_COLUMNS, []);
}

/** A row of selectListedExpertRows. */
export type ListedExpertRow = Pick<
  ExpertRow,
  | (typeof LISTED_COLUMNS)[number]
  | 'first_name'
  | 'last_name'
  | 'profile_image_url'
  | 'category_name'
>;

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
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  user_email: string;
  category_name: string;
}

/** An expert as the directory lists it (money as minor units + currency; arrays as arrays). */
export function toExpert(row: ListedExpertRow): Expert {
  return {
    id: row.id,
    userId: row.user_id,
    user: {
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    qualifications: row.qualifications,
    location: row.location,
    languages: row.languages.length > 0 ? row.languages : ['English'],
    serviceCountries: row.service_countries,
    consultationMethods: row.consultation_methods,
    currency: row.currency,
    hourlyRate: { amount: row.hourly_rate_amount, currency: row.currency },
    responseTime: row.response_time,
    timeZone: row.time_zone,
    isVerified: row.status === 'approved',
    averageRating: Number(row.average_rating),
    totalReviews: row.total_reviews,
    categoryId: row.category_id,
    category: { id: row.category_id, name: row.category_name },
    createdAt: row.created_at.toISOString(),
  };
}

/** An expert profile as its owner or an admin sees it: the listing plus its review status. */
export function toOwnExpertProfile(row: ExpertRow): OwnExpertProfile {
  return {
    ...toExpert(row),
    status: row.status,
    availability: row.availability,
    rejectionReason: row.rejection_reason,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  };
}
