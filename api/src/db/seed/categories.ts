import type { Knex } from 'knex';

/** The seven categories of the spec (part 1 §1, §3), in the order the landing page links them (ids 1..6 first). */
export const CATEGORIES = [
  {
    id: 1,
    name: 'Tax & Accounting',
    description:
      'Income tax returns, GST and BAS, business structures, IRD and ATO questions, bookkeeping and year-end accounts.',
  },
  {
    id: 2,
    name: 'Real Estate & Property',
    description:
      'Buying and selling property, investment strategy, tenancy law, property valuation and development feasibility.',
  },
  {
    id: 3,
    name: 'Legal Services',
    description:
      'Contracts, employment disputes, family law, wills and estates, small claims and general legal guidance.',
  },
  {
    id: 4,
    name: 'Immigration & Visa',
    description:
      'Work, student, partner and residence visas for New Zealand and Australia, and the paperwork behind them.',
  },
  {
    id: 5,
    name: 'Business Consulting',
    description:
      'Starting and growing a business: planning, marketing, operations, funding and exporting across Australasia.',
  },
  {
    id: 6,
    name: 'Technology & Programming',
    description:
      'Software architecture, web and mobile development, cloud, cybersecurity and technology strategy.',
  },
  {
    id: 7,
    name: 'Education & Training',
    description:
      'University admissions, tutoring, study pathways, professional training and career coaching.',
  },
] as const;

/** Idempotent: inserts missing categories and refreshes the names and descriptions of existing ones. */
export async function seedCategories(knex: Knex): Promise<void> {
  await knex('categories')
    .insert(CATEGORIES.map((category, index) => ({ ...category, sort_order: index })))
    .onConflict('id')
    .merge(['name', 'description', 'sort_order']);
}
