import type { Knex } from 'knex';
import { hashPassword } from '../../platform/password.js';

export interface DemoAccount {
  role: 'client' | 'expert' | 'admin';
  email: string;
}

const ACCOUNTS = [
  {
    role: 'client',
    email: 'client@demo.expertbridge.test',
    firstName: 'Charlotte',
    lastName: 'Ngata',
  },
  {
    role: 'expert',
    email: 'expert@demo.expertbridge.test',
    firstName: 'Ethan',
    lastName: 'Walker',
  },
  {
    role: 'admin',
    email: 'admin@demo.expertbridge.test',
    firstName: 'Aroha',
    lastName: 'Mitchell',
  },
] as const;

/** The three demo sign-ins of a development database (password from SEED_PASSWORD). Idempotent. */
export async function seedDemoAccounts(knex: Knex, password: string): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(password);
  for (const account of ACCOUNTS) {
    const [user] = await knex('users')
      .insert({
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        password_hash: passwordHash,
        email_verified: true,
        is_admin: account.role === 'admin',
      })
      .onConflict(knex.raw('(lower(email))'))
      .merge({ password_hash: passwordHash })
      .returning('id');
    if (account.role === 'expert') {
      await knex('experts')
        .insert({
          user_id: user.id,
          category_id: 1,
          title: 'Chartered Accountant and Tax Adviser',
          bio: 'Chartered accountant helping sole traders, contractors and small companies across New Zealand with income tax, GST, provisional tax and company structures. Plain-English advice, no jargon.',
          experience:
            '12 years in practice, the last six running my own firm in Auckland; formerly with a Big Four tax team.',
          qualifications: 'CA ANZ Chartered Accountant; BCom (Accounting), University of Auckland',
          hourly_rate_amount: 18_000,
          currency: 'NZD',
          location: 'Auckland',
          languages: ['English', 'Mandarin'],
          service_countries: ['NZ'],
          consultation_methods: ['chat', 'video'],
          availability: 'Weekdays 9:00-17:00 NZT; Saturday mornings by arrangement',
          time_zone: 'Pacific/Auckland',
          status: 'approved',
          application_source: 'seed',
          reviewed_at: knex.fn.now(),
        })
        .onConflict('user_id')
        .ignore();
    }
  }
  return ACCOUNTS.map(({ role, email }) => ({ role, email }));
}
