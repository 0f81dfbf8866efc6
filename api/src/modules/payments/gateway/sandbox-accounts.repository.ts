import type { Knex } from 'knex';

// The only code that touches the sandbox gateway's connected accounts and onboarding links (migration 0015).

export type SandboxAccountStatus = 'details_due' | 'pending_verification' | 'ready' | 'restricted';

export interface SandboxAccountRow {
  id: string;
  expert_id: string;
  email: string;
  country: 'NZ' | 'AU';
  currency: 'NZD' | 'AUD';
  status: SandboxAccountStatus;
  currently_due: string[];
  current_deadline: Date | null;
  disabled_reason: string | null;
  verifies_at: Date | null;
  version: number;
  idempotency_key: string;
  updated_at: Date;
}

export interface SandboxLinkRow {
  token: string;
  account_id: string;
  type: 'account_onboarding' | 'account_update';
  return_url: string;
  expires_at: Date;
  used_at: Date | null;
}

type NewAccount = Omit<
  SandboxAccountRow,
  'version' | 'updated_at' | 'verifies_at' | 'disabled_reason'
>;
type AccountChange = Pick<
  SandboxAccountRow,
  'status' | 'currently_due' | 'current_deadline' | 'disabled_reason' | 'verifies_at'
>;

export type SandboxAccountsRepository = ReturnType<typeof createSandboxAccountsRepository>;

export function createSandboxAccountsRepository(knex: Knex) {
  return {
    /** Inserts the account unless its idempotency key made one already; answers whichever holds the key. */
    async insertAccountOnce(row: NewAccount): Promise<SandboxAccountRow> {
      const [inserted] = await knex('sandbox_connected_accounts')
        .insert(row)
        .onConflict('idempotency_key')
        .ignore()
        .returning('*');
      return (inserted ??
        (await knex('sandbox_connected_accounts')
          .where({ idempotency_key: row.idempotency_key })
          .first())) as SandboxAccountRow;
    },

    async findAccount(id: string): Promise<SandboxAccountRow | undefined> {
      return knex('sandbox_connected_accounts').where({ id }).first();
    },

    /** Moves the account to a new state, bumping its version (the version names its `account.updated` event). */
    async changeAccount(
      id: string,
      change: AccountChange,
      onlyFrom?: SandboxAccountStatus,
    ): Promise<SandboxAccountRow | undefined> {
      const [row] = await knex('sandbox_connected_accounts')
        .where({ id })
        .modify((q) => {
          if (onlyFrom) void q.where({ status: onlyFrom });
        })
        .update({ ...change, version: knex.raw('version + 1'), updated_at: knex.fn.now() })
        .returning('*');
      return row as SandboxAccountRow | undefined;
    },

    async insertLink(row: Omit<SandboxLinkRow, 'used_at'>): Promise<void> {
      await knex('sandbox_onboarding_links').insert(row);
    },

    async findLink(token: string): Promise<SandboxLinkRow | undefined> {
      return knex('sandbox_onboarding_links').where({ token }).first();
    },

    /** Marks the link used if it is unused and unexpired at `now`; undefined when another use got there first. */
    async useLink(token: string, now: Date): Promise<SandboxLinkRow | undefined> {
      const [row] = await knex('sandbox_onboarding_links')
        .where({ token })
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .update({ used_at: now })
        .returning('*');
      return row as SandboxLinkRow | undefined;
    },
  };
}
