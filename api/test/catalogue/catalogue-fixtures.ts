import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export interface ExpertFixture {
  firstName: string;
  lastName: string;
  categoryId: number;
  title: string;
  bio: string;
  location: string | null;
  languages: string[];
  serviceCountries: ('NZ' | 'AU')[];
  currency: 'NZD' | 'AUD';
  rate: number;
  rating: number;
  reviews: number;
  createdAt: string;
  status?: 'approved' | 'pending' | 'rejected';
}

/** Inserts a user and their expert profile straight into the database; returns the expert's and user's ids. */
export async function insertExpert(
  knex: Knex,
  fixture: ExpertFixture,
): Promise<{ id: string; userId: string }> {
  const [user] = await knex('users')
    .insert({
      email: `${randomUUID()}@fixture.expertbridge.test`,
      first_name: fixture.firstName,
      last_name: fixture.lastName,
    })
    .returning('id');
  const status = fixture.status ?? 'approved';
  const [expert] = await knex('experts')
    .insert({
      user_id: user.id,
      category_id: fixture.categoryId,
      title: fixture.title,
      bio: fixture.bio,
      experience: 'Ten years in practice.',
      qualifications: 'Relevant degree and licence.',
      hourly_rate_amount: fixture.rate,
      currency: fixture.currency,
      location: fixture.location,
      languages: fixture.languages,
      service_countries: fixture.serviceCountries,
      status,
      application_source: 'seed',
      rejection_reason: status === 'rejected' ? 'Could not verify the licence' : null,
      average_rating: fixture.rating,
      total_reviews: fixture.reviews,
      created_at: fixture.createdAt,
    })
    .returning('id');
  return { id: expert.id, userId: user.id };
}

/** A small catalogue whose answers the directory tests know: one approved expert per category, plus two never shown. */
export const CATALOGUE = {
  aroha: {
    firstName: 'Aroha',
    lastName: 'Tane',
    categoryId: 1,
    title: 'Chartered Accountant',
    bio: 'GST returns and provisional tax for sole traders.',
    location: 'Auckland',
    languages: ['English', 'Mandarin'],
    serviceCountries: ['NZ'],
    currency: 'NZD',
    rate: 15_000,
    rating: 4.7,
    reviews: 12,
    createdAt: '2026-01-01T00:00:00Z',
  },
  liam: {
    firstName: 'Liam',
    lastName: "O'Brien",
    categoryId: 2,
    title: 'Property Investment Adviser',
    bio: 'Buying your first investment property in Sydney, negative gearing and strata.',
    location: 'Sydney',
    languages: ['English'],
    serviceCountries: ['AU'],
    currency: 'AUD',
    rate: 25_000,
    rating: 4.9,
    reviews: 10,
    createdAt: '2026-02-01T00:00:00Z',
  },
  mei: {
    firstName: 'Mei',
    lastName: 'Chen',
    categoryId: 3,
    title: 'Employment Lawyer',
    bio: 'Personal grievances and restraint clauses; 100% of first calls answered the same day.',
    location: 'Melbourne',
    languages: ['English', 'Mandarin'],
    serviceCountries: ['AU', 'NZ'],
    currency: 'AUD',
    rate: 30_000,
    rating: 4.9,
    reviews: 20,
    createdAt: '2026-03-01T00:00:00Z',
  },
  priya: {
    firstName: 'Priya',
    lastName: 'Sharma',
    categoryId: 4,
    title: 'Licensed Immigration Adviser',
    bio: 'Skilled migrant and partner visas for New Zealand.',
    location: 'Wellington',
    languages: ['English', 'Hindi'],
    serviceCountries: ['NZ'],
    currency: 'NZD',
    rate: 12_000,
    rating: 4.5,
    reviews: 3,
    createdAt: '2026-04-01T00:00:00Z',
  },
  noah: {
    firstName: 'Noah',
    lastName: 'Kim',
    categoryId: 5,
    title: 'Export Consultant',
    bio: 'Taking New Zealand food brands to Korea and Japan.',
    location: 'Brisbane',
    languages: ['English', 'Korean'],
    serviceCountries: ['AU'],
    currency: 'AUD',
    rate: 18_000,
    rating: 4.5,
    reviews: 3,
    createdAt: '2026-05-01T00:00:00Z',
  },
  jack: {
    firstName: 'Jack',
    lastName: 'Taylor',
    categoryId: 6,
    title: 'Cloud Architect',
    bio: 'Migrations between AWS_and_Azure, cost reviews and security hardening.',
    location: 'Online Only',
    languages: ['English'],
    serviceCountries: ['NZ', 'AU'],
    currency: 'NZD',
    rate: 20_000,
    rating: 0,
    reviews: 0,
    createdAt: '2026-06-01T00:00:00Z',
  },
  sofia: {
    firstName: 'Sofia',
    lastName: 'Rossi',
    categoryId: 7,
    title: 'University Admissions Coach',
    bio: 'Applications to Australian and New Zealand universities.',
    location: 'Christchurch',
    languages: ['English', 'Italian'],
    serviceCountries: ['NZ'],
    currency: 'NZD',
    rate: 12_000,
    rating: 4.2,
    reviews: 5,
    createdAt: '2026-07-01T00:00:00Z',
  },
  pending: {
    firstName: 'Pat',
    lastName: 'Pending',
    categoryId: 1,
    title: 'Tax Specialist',
    bio: 'GST and income tax, awaiting approval.',
    location: 'Auckland',
    languages: ['English', 'Mandarin'],
    serviceCountries: ['NZ'],
    currency: 'NZD',
    rate: 15_000,
    rating: 5,
    reviews: 1,
    createdAt: '2026-08-01T00:00:00Z',
    status: 'pending',
  },
  rejected: {
    firstName: 'Rex',
    lastName: 'Rejected',
    categoryId: 2,
    title: 'Property Tax Adviser',
    bio: 'Investment property in Sydney and GST.',
    location: 'Sydney',
    languages: ['English'],
    serviceCountries: ['AU'],
    currency: 'AUD',
    rate: 25_000,
    rating: 5,
    reviews: 1,
    createdAt: '2026-09-01T00:00:00Z',
    status: 'rejected',
  },
} satisfies Record<string, ExpertFixture>;

export type CatalogueName = keyof typeof CATALOGUE;

/** Inserts the whole CATALOGUE; returns each expert's ids by name. */
export async function insertCatalogue(
  knex: Knex,
): Promise<Record<CatalogueName, { id: string; userId: string }>> {
  const ids = {} as Record<CatalogueName, { id: string; userId: string }>;
  for (const [name, fixture] of Object.entries(CATALOGUE)) {
    ids[name as CatalogueName] = await insertExpert(knex, fixture as ExpertFixture);
  }
  return ids;
}
