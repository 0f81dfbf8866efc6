import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { createCatalogueRepository } from '../../modules/catalogue/catalogue.repository.js';
import { LOCATIONS, timeZoneFor } from '../../modules/catalogue/options.js';
import { ADVISERS } from './demo-catalogue-advisers.js';
import { CONSULTANTS } from './demo-catalogue-consultants.js';
import type { DemoExpert } from './demo-catalogue-expert.js';
import { COMMENTS, RESPONSES, REVIEWERS } from './demo-catalogue-reviews.js';

export const DEMO_EXPERTS: readonly DemoExpert[] = [...ADVISERS, ...CONSULTANTS];
export const DEMO_EXPERT_DOMAIN = 'experts.demo.expertbridge.test';
export const DEMO_CLIENT_DOMAIN = 'clients.demo.expertbridge.test';
/** The demo sign-in that is also an approved expert (demo-accounts.ts); it gets reviews too. */
const DEMO_ACCOUNT_EXPERT = 'expert@demo.expertbridge.test';

const DAY_MS = 86_400_000;
const RESPONSE_TIMES = ['2h', '1h', '4h', '2h', '24h'];
const AVAILABILITY = [
  'Weekdays 9:00-17:00',
  'Weekdays 8:00-18:00; Saturday mornings',
  'Tuesday to Friday 10:00-19:00',
  'Weekday evenings 18:00-21:00 and Saturdays',
];

/** `first.last@domain`, ASCII only, so the address is stable and valid whatever the name's spelling. */
export function demoEmail(person: { firstName: string; lastName: string }, domain: string): string {
  const slug = (part: string) =>
    part
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
  return `${slug(person.firstName)}.${slug(person.lastName)}@${domain}`;
}

/** A UUID derived from a name: a second run produces the same review ids, so ON CONFLICT skips them. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`expertbridge-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Inserts people by e-mail or refreshes their names; no password, so they cannot sign in. Returns ids by e-mail. */
async function upsertUsers(
  knex: Knex,
  people: readonly { firstName: string; lastName: string }[],
  domain: string,
): Promise<Map<string, string>> {
  const rows: { id: string; email: string }[] = await knex('users')
    .insert(
      people.map((person) => ({
        email: demoEmail(person, domain),
        first_name: person.firstName,
        last_name: person.lastName,
        password_hash: null,
      })),
    )
    .onConflict(knex.raw('(lower(email))'))
    .merge(['first_name', 'last_name'])
    .returning(['id', 'email']);
  return new Map(rows.map((row) => [row.email, row.id]));
}

function expertRow(expert: DemoExpert, index: number, userId: string, now: number) {
  const country = LOCATIONS[expert.location].country;
  const currency = expert.currency ?? (country === 'AU' ? 'AUD' : 'NZD');
  // Spread over the past year so "newest" has something to sort.
  const createdAt = new Date(now - (index + 1) * 11 * DAY_MS);
  return {
    user_id: userId,
    category_id: expert.categoryId,
    title: expert.title,
    bio: expert.bio,
    experience: expert.experience,
    qualifications: expert.qualifications,
    hourly_rate_amount: expert.rate,
    currency,
    location: expert.location,
    languages: expert.languages,
    service_countries: country ? [country] : ['NZ', 'AU'],
    consultation_methods: index % 5 === 4 ? ['video'] : ['chat', 'video'],
    availability: AVAILABILITY[index % AVAILABILITY.length],
    time_zone: timeZoneFor(expert.location, currency),
    response_time: RESPONSE_TIMES[index % RESPONSE_TIMES.length],
    status: 'approved',
    application_source: 'seed',
    submitted_at: createdAt,
    reviewed_at: new Date(createdAt.getTime() + 2 * DAY_MS),
    created_at: createdAt,
  };
}

/** Three to six reviews per expert from different demo clients; about one in seven private, one in three answered. */
function reviewRows(
  experts: { id: string; email: string; categoryId: number }[],
  reviewerIds: string[],
  now: number,
) {
  let turn = 0;
  return experts.flatMap((expert, index) =>
    Array.from({ length: 3 + (index % 4) }, (_, k) => {
      turn += 1;
      const pool = COMMENTS[expert.categoryId]!;
      // Consecutive entries from a different start per expert: varied ratings, no comment twice for one expert.
      const said = pool[(index * 2 + k) % pool.length]!;
      const createdAt = new Date(now - (k * 23 + index + 1) * DAY_MS);
      const answered = turn % 3 === 0;
      return {
        id: stableUuid(`${expert.email}#${k}`),
        expert_id: expert.id,
        client_id: reviewerIds[(index + k) % reviewerIds.length],
        rating: said.rating,
        comment: said.text,
        is_public: turn % 7 !== 0,
        expert_response: answered ? RESPONSES[turn % RESPONSES.length] : null,
        responded_at: answered ? new Date(createdAt.getTime() + DAY_MS) : null,
        created_at: createdAt,
      };
    }),
  );
}

/**
 * The demo directory: approved experts in every category, city and language of the spec, with reviews from demo
 * clients. Idempotent: people are matched by e-mail, experts by user, reviews by a stable id; a second run changes
 * nothing but refreshes the seeded text. An expert's rating and review count are recomputed from the reviews table.
 */
export async function seedDemoCatalogue(knex: Knex): Promise<void> {
  const now = Date.now();
  await knex.transaction(async (trx) => {
    const reviewerIds = await upsertUsers(trx, REVIEWERS, DEMO_CLIENT_DOMAIN);
    const userIds = await upsertUsers(trx, DEMO_EXPERTS, DEMO_EXPERT_DOMAIN);
    const emails = DEMO_EXPERTS.map((expert) => demoEmail(expert, DEMO_EXPERT_DOMAIN));
    const rows = DEMO_EXPERTS.map((expert, index) =>
      expertRow(expert, index, userIds.get(emails[index]!)!, now),
    );
    const inserted: { id: string; user_id: string }[] = await trx('experts')
      .insert(rows)
      .onConflict('user_id')
      // Content follows the seed; status and dates stay as they are (an admin may have changed them).
      .merge([
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
        'time_zone',
      ])
      .returning(['id', 'user_id']);
    const expertIdByUser = new Map(inserted.map((row) => [row.user_id, row.id]));
    const reviewed = DEMO_EXPERTS.map((expert, index) => ({
      id: expertIdByUser.get(userIds.get(emails[index]!)!)!,
      email: emails[index]!,
      categoryId: expert.categoryId,
    }));
    const demoAccount = await trx('experts as e')
      .join('users as u', 'u.id', 'e.user_id')
      .where('u.email', DEMO_ACCOUNT_EXPERT)
      .first('e.id', 'e.category_id');
    if (demoAccount) {
      reviewed.push({
        id: demoAccount.id,
        email: DEMO_ACCOUNT_EXPERT,
        categoryId: demoAccount.category_id,
      });
    }
    await trx('reviews')
      .insert(
        reviewRows(
          reviewed,
          REVIEWERS.map((reviewer) => reviewerIds.get(demoEmail(reviewer, DEMO_CLIENT_DOMAIN))!),
          now,
        ),
      )
      .onConflict('id')
      .ignore();
    await createCatalogueRepository(trx).refreshExpertRatings(reviewed.map((expert) => expert.id));
  });
}
