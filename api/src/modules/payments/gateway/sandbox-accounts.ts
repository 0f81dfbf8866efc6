import { randomBytes } from 'node:crypto';
import { GatewayDeclinedError } from './gateway-errors.js';
import type {
  AccountLink,
  ConnectedAccounts,
  ConnectedAccountView,
  CreateAccountLinkInput,
  CreateConnectedAccountInput,
} from './payment-gateway.js';
import type {
  SandboxAccountRow,
  SandboxAccountsRepository,
  SandboxLinkRow,
} from './sandbox-accounts.repository.js';

/*
 * The sandbox's Stripe Connect: Express accounts that go through the states Stripe's do. A new account has details
 * due; the sandbox's hosted onboarding form (the portal's /sandbox/payout-onboarding/{token}) submits them; the
 * account then verifies after a delay, or at once, or fails, by the date of birth, as Stripe's test mode decides by
 * its test values. Every change is announced with a signed `account.updated` event, handed to the API's own webhook
 * handling, so both gateways take one path.
 */

/** Stripe's test dates of birth: verified at once, and failing verification. */
export const VERIFIES_AT_ONCE = '1901-01-01';
export const FAILS_VERIFICATION = '1902-01-01';
/** What a new account must provide, in Stripe's requirement keys. */
export const SANDBOX_REQUIREMENTS = [
  'individual.first_name',
  'individual.last_name',
  'individual.dob.day',
  'individual.verification.document',
  'external_account',
];
/** How long an onboarding link stays usable (Stripe's expire after minutes). */
export const LINK_TTL_MS = 30 * 60_000;
/** How long a new account has before its details are past due. */
const DETAILS_DEADLINE_MS = 14 * 24 * 60 * 60_000;

/** A signed delivery of an event, as Stripe would post it. */
export interface SandboxEventDelivery {
  payload: string;
  signature: string;
}

export interface SandboxAccountsOptions {
  repository: SandboxAccountsRepository;
  /** The portal's origin: the onboarding page is its /sandbox/payout-onboarding/{token}. */
  portalUrl: string;
  verificationDelayMs: number;
  sign: (payload: string) => string;
  now: () => Date;
}

/** A sandbox onboarding link used already, expired, or unknown. */
export class SandboxLinkError extends Error {
  override name = 'SandboxLinkError';
}

export function toSandboxAccountView(row: SandboxAccountRow): ConnectedAccountView {
  const verifying = row.status === 'pending_verification';
  return {
    id: row.id,
    payoutsEnabled: row.status === 'ready',
    detailsSubmitted: row.status !== 'details_due',
    requirements: {
      currentlyDue: row.currently_due,
      eventuallyDue: row.currently_due,
      pastDue: [],
      pendingVerification: verifying ? ['individual.verification.document'] : [],
      currentDeadline: row.current_deadline,
      disabledReason:
        row.disabled_reason ??
        (row.status === 'details_due'
          ? 'requirements.past_due'
          : verifying
            ? 'requirements.pending_verification'
            : null),
    },
  };
}

export class SandboxConnectedAccounts implements ConnectedAccounts {
  /** Where each change's event goes: the API's webhook handling (set by the composition root). */
  private deliver: ((delivery: SandboxEventDelivery) => Promise<unknown>) | undefined;

  constructor(private readonly options: SandboxAccountsOptions) {}

  /** Sends every later `account.updated` event to `handler`. */
  onEvent(handler: (delivery: SandboxEventDelivery) => Promise<unknown>): void {
    this.deliver = handler;
  }

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<{ id: string }> {
    const now = this.options.now();
    const row = await this.options.repository.insertAccountOnce({
      id: `acct_sandbox${randomBytes(12).toString('hex')}`,
      expert_id: input.expertId,
      email: input.email,
      country: input.country,
      currency: input.country === 'AU' ? 'AUD' : 'NZD',
      status: 'details_due',
      currently_due: SANDBOX_REQUIREMENTS,
      current_deadline: new Date(now.getTime() + DETAILS_DEADLINE_MS),
      idempotency_key: input.idempotencyKey,
    });
    return { id: row.id };
  }

  async createAccountLink(input: CreateAccountLinkInput): Promise<AccountLink> {
    const account = await this.account(input.accountId);
    const token = `pol_${randomBytes(16).toString('hex')}`;
    const expiresAt = new Date(this.options.now().getTime() + LINK_TTL_MS);
    await this.options.repository.insertLink({
      token,
      account_id: account.id,
      type: input.type,
      return_url: input.returnUrl,
      expires_at: expiresAt,
    });
    return { url: `${this.options.portalUrl}/sandbox/payout-onboarding/${token}`, expiresAt };
  }

  /** The account as it is now: one whose verification delay has passed is verified first. */
  async retrieveAccount(id: string): Promise<ConnectedAccountView> {
    let row = await this.account(id);
    if (row.status === 'pending_verification' && row.verifies_at! <= this.options.now()) {
      const verified = await this.options.repository.changeAccount(
        id,
        { ...settled('ready'), verifies_at: null },
        'pending_verification',
      );
      if (verified) await this.emit(verified);
      row = verified ?? (await this.account(id));
    }
    return toSandboxAccountView(row);
  }

  /** An onboarding link and its account, used or not; `usable` while unused and unexpired. */
  async session(
    token: string,
  ): Promise<{ link: SandboxLinkRow; account: SandboxAccountRow; usable: boolean } | undefined> {
    const link = await this.options.repository.findLink(token);
    if (!link) return undefined;
    const usable = !link.used_at && link.expires_at > this.options.now();
    return { link, account: await this.account(link.account_id), usable };
  }

  /**
   * The onboarding form submitted: uses the link up (single use), then the account is verified at once, restricted,
   * or verifying for the configured delay, by the date of birth. Answers where the expert goes next.
   */
  async submit(token: string, details: { dateOfBirth: string }): Promise<{ returnUrl: string }> {
    const link = await this.options.repository.useLink(token, this.options.now());
    if (!link) throw new SandboxLinkError('The onboarding link was used already or has expired');
    const change =
      details.dateOfBirth === VERIFIES_AT_ONCE
        ? { ...settled('ready'), verifies_at: null }
        : details.dateOfBirth === FAILS_VERIFICATION
          ? { ...settled('restricted'), disabled_reason: 'rejected.other', verifies_at: null }
          : {
              ...settled('pending_verification'),
              verifies_at: new Date(
                this.options.now().getTime() + this.options.verificationDelayMs,
              ),
            };
    const row = await this.options.repository.changeAccount(link.account_id, change);
    if (!row) throw new SandboxLinkError('The onboarding link names no account');
    await this.emit(row);
    if (row.status === 'pending_verification') this.verifyLater(row.id);
    return { returnUrl: link.return_url };
  }

  /** Verifies the account once its delay has passed, as Stripe's verification finishes in the background. */
  private verifyLater(id: string): void {
    const timer = setTimeout(() => {
      // A failure here is caught up by the next read of the account (a sync, or the payout's own check).
      this.retrieveAccount(id).catch(() => undefined);
    }, this.options.verificationDelayMs + 50);
    timer.unref();
  }

  private async account(id: string): Promise<SandboxAccountRow> {
    const row = await this.options.repository.findAccount(id);
    if (!row) throw new GatewayDeclinedError('resource_missing', `No such account: '${id}'`);
    return row;
  }

  /** Announces the account's current state: `account.updated`, its id naming the account's version. */
  private async emit(row: SandboxAccountRow): Promise<void> {
    if (!this.deliver) return;
    const view = toSandboxAccountView(row);
    const { requirements } = view;
    const payload = JSON.stringify({
      id: `evt_${row.id}_v${row.version}`,
      object: 'event',
      type: 'account.updated',
      created: Math.floor(row.updated_at.getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'account',
          type: 'express',
          country: row.country,
          email: row.email,
          payouts_enabled: view.payoutsEnabled,
          details_submitted: view.detailsSubmitted,
          requirements: {
            currently_due: requirements.currentlyDue,
            eventually_due: requirements.eventuallyDue,
            past_due: requirements.pastDue,
            pending_verification: requirements.pendingVerification,
            current_deadline: requirements.currentDeadline
              ? Math.floor(requirements.currentDeadline.getTime() / 1000)
              : null,
            disabled_reason: requirements.disabledReason,
          },
          metadata: { expertId: row.expert_id },
        },
      },
    });
    await this.deliver({ payload, signature: this.options.sign(payload) });
  }
}

/** An account whose details are in: nothing due, no deadline, no reason (unless the caller adds one). */
function settled(status: SandboxAccountRow['status']) {
  return { status, currently_due: [], current_deadline: null, disabled_reason: null };
}
