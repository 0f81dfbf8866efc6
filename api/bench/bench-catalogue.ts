import type { Knex } from 'knex';
import { seedCategories } from '../src/db/seed/categories.js';
import { LANGUAGES, LOCATIONS, timeZoneFor } from '../src/modules/catalogue/options.js';

const FIRST_NAMES = [
  'Aroha',
  'Liam',
  'Mei',
  'Priya',
  'Noah',
  'Jack',
  'Sofia',
  'Grace',
  'Oliver',
  'Hannah',
  'Tama',
  'Minh',
  'Sarah',
  'James',
  'Ananya',
  'Ben',
  'Chloe',
  'Rebecca',
  'Daniel',
  'Fiona',
  'Ahmed',
  'Lucy',
  'Rajesh',
  'Maria',
  'Kenji',
  'Linh',
  'Sophie',
  'Michael',
  'Emily',
  'Tom',
  'Isabella',
  'Wiremu',
  'Arjun',
  'Jessica',
];
const LAST_NAMES = [
  'Tane',
  'Chen',
  'Sharma',
  'Kim',
  'Taylor',
  'Rossi',
  'Liu',
  'Bennett',
  'Kowalski',
  'Rangihuna',
  'Nguyen',
  'Thompson',
  'Papadopoulos',
  'Patel',
  'Hohaia',
  'Martin',
  'Ford',
  'Cho',
  'MacLeod',
  'Hassan',
  'Wang',
  'Kumar',
  'Garcia',
  'Tanaka',
  'Tran',
  'Dubois',
  'Hughes',
  'Romano',
  'Parata',
  'Mehta',
  'Brown',
  'Scott',
];
/** Per category: title roles and the subjects bios talk about. */
const SUBJECTS: Record<number, { roles: string[]; topics: string[] }> = {
  1: {
    roles: ['Chartered Accountant', 'Registered Tax Agent', 'Bookkeeper', 'Tax Adviser'],
    topics: ['GST returns', 'provisional tax', 'BAS lodgement', 'company structures', 'IRD audits'],
  },
  2: {
    roles: [
      "Buyer's Advocate",
      'Property Investment Adviser',
      'Registered Valuer',
      'Tenancy Adviser',
    ],
    topics: ['auctions', 'building reports', 'negative gearing', 'subdivision', 'Healthy Homes'],
  },
  3: {
    roles: ['Employment Lawyer', 'Family Lawyer', 'Commercial Solicitor', 'Estates Solicitor'],
    topics: ['personal grievances', 'relationship property', 'shareholder agreements', 'wills'],
  },
  4: {
    roles: ['Licensed Immigration Adviser', 'Registered Migration Agent', 'Student Visa Adviser'],
    topics: ['skilled migrant residence', 'partner visas', 'work visas', 'student visas'],
  },
  5: {
    roles: [
      'Business Growth Adviser',
      'Export Consultant',
      'Marketing Strategist',
      'Startup Coach',
    ],
    topics: ['cashflow forecasts', 'pricing', 'export markets', 'pitch decks', 'hiring'],
  },
  6: {
    roles: ['Software Architect', 'Cybersecurity Consultant', 'Mobile Developer', 'Data Engineer'],
    topics: ['cloud migrations', 'API design', 'penetration testing', 'React Native', 'SQL'],
  },
  7: {
    roles: ['Maths Tutor', 'Admissions Coach', 'IELTS Coach', 'Career Coach'],
    topics: ['NCEA', 'ATAR', 'scholarship interviews', 'IELTS writing', 'career changes'],
  },
};

/** A small deterministic generator (mulberry32): the same catalogue every run, so figures compare. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}

const BATCH = 1_000;

/**
 * Seeds categories and `approved` approved experts (plus a tenth as many pending ones the directory must skip), each
 * with their own user, varied names, titles, bios, cities, languages, rates and ratings; then ANALYZE.
 */
export async function seedBenchCatalogue(knex: Knex, approved: number): Promise<void> {
  await seedCategories(knex);
  const rng = random(20_261_122);
  const locations = Object.keys(LOCATIONS) as (keyof typeof LOCATIONS)[];
  const total = approved + Math.floor(approved / 10);
  for (let start = 0; start < total; start += BATCH) {
    const size = Math.min(BATCH, total - start);
    const people = Array.from({ length: size }, (_, i) => ({
      email: `bench-${start + i}@bench.expertbridge.test`,
      first_name: rng.pick(FIRST_NAMES),
      last_name: rng.pick(LAST_NAMES),
    }));
    const users: { id: string }[] = await knex('users').insert(people).returning('id');
    const experts = users.map((user, i) => {
      const categoryId = rng.int(1, 7);
      const subject = SUBJECTS[categoryId]!;
      const location = rng.pick(locations);
      const country = LOCATIONS[location].country ?? rng.pick(['NZ', 'AU'] as const);
      const currency = country === 'AU' ? 'AUD' : 'NZD';
      const topics = [rng.pick(subject.topics), rng.pick(subject.topics), rng.pick(subject.topics)];
      const reviews = rng.int(0, 120);
      return {
        user_id: user.id,
        category_id: categoryId,
        title: `${rng.pick(subject.roles)} (${location})`,
        bio: `I help clients in ${location} with ${topics.join(', ')}. ${rng.int(3, 25)} years of practice; plain-English advice for individuals and small businesses across New Zealand and Australia.`,
        experience: `${rng.int(3, 25)} years in practice.`,
        qualifications: 'Relevant degree and professional membership.',
        hourly_rate_amount: rng.int(16, 90) * 500,
        currency,
        location,
        languages: ['English', ...(rng.next() < 0.4 ? [rng.pick(LANGUAGES.slice(1))] : [])],
        service_countries: LOCATIONS[location].country ? [country] : ['NZ', 'AU'],
        time_zone: timeZoneFor(location, currency),
        status: start + i < approved ? 'approved' : 'pending',
        application_source: 'seed',
        average_rating: reviews === 0 ? 0 : (rng.int(300, 500) / 100).toFixed(2),
        total_reviews: reviews,
        created_at: new Date(Date.UTC(2024, 0, 1) + rng.int(0, 1_000) * 86_400_000),
      };
    });
    await knex('experts').insert(experts);
  }
  await knex.raw('VACUUM ANALYZE');
}
