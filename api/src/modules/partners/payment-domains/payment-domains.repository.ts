// The only code that reads and writes payment_method_domains, and the origins the active partners list.
import type { Knex } from 'knex';
import type { WalletStatus } from './payment-domains.ports.js';

export type DomainStatus = 'pending' | 'active' | 'inactive' | 'failed' | 'unsupported';

export interface DomainRow {
  domain: string;
  provider_id: string | null;
  status: DomainStatus;
  apple_pay: WalletStatus;
  google_pay: WalletStatus;
  link: WalletStatus;
  reason: string | null;
  attempts: number;
  updated_at: Date;
}

export type DomainPatch = Partial<Omit<DomainRow, 'domain' | 'updated_at'>>;

export type PaymentDomainsRepository = ReturnType<typeof createPaymentDomainsRepository>;

export function createPaymentDomainsRepository(knex: Knex) {
  const table = () => knex<DomainRow>('payment_method_domains');
  return {
    async all(): Promise<DomainRow[]> {
      return table().select('*').orderBy('domain');
    },

    async inDomains(domains: readonly string[]): Promise<DomainRow[]> {
      if (domains.length === 0) return [];
      return table().whereIn('domain', domains).select('*');
    },

    /** Every origin an active partner lists (a disabled partner's widget is refused: no wallets for it). */
    async activeOrigins(): Promise<string[]> {
      const rows: { origin: string }[] = await knex('partners')
        .where({ status: 'active' })
        .select(knex.raw('DISTINCT unnest(allowed_origins) AS origin'));
      return rows.map((row) => row.origin);
    },

    /** Writes what is known of a domain, creating its row when it has none. */
    async save(domain: string, patch: DomainPatch): Promise<void> {
      await table()
        .insert({ domain, ...patch, updated_at: knex.fn.now() as unknown as Date })
        .onConflict('domain')
        .merge({ ...patch, updated_at: knex.fn.now() as unknown as Date });
    },

    async remove(domain: string): Promise<void> {
      await table().where({ domain }).delete();
    },
  };
}
