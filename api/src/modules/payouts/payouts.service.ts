// Experts' payout accounts: creating the connected account and its hosted onboarding link, keeping its status current
// (the return page's sync, `account.updated`, the payout's own check), the sandbox's hosted onboarding, and the
// admins' readiness list. When an account becomes able to receive payouts, every payout waiting for it is signalled.
import type { components } from '@expertbridge/sdk';
import type { Logger } from 'pino';
import { AppError } from '../../platform/errors.js';
import type { ConfiguredPaymentGateway } from '../payments/gateway/create-payment-gateway.js';
import { GatewayDeclinedError } from '../payments/gateway/gateway-errors.js';
import { SandboxLinkError } from '../payments/gateway/sandbox-accounts.js';
import { providerUnavailable } from '../payments/provider-unavailable.js';
import {
  statusOf,
  toAdminPayoutAccount,
  toPayoutAccount,
  type PayoutAccountStatus,
} from './payout-account-view.js';
import type { PayoutExpertRow, PayoutsRepository } from './payouts.repository.js';
import { AU_BANK_ACCOUNT, NZ_BANK_ACCOUNT } from './payouts.schemas.js';

type Schemas = components['schemas'];

export interface PayoutsDeps {
  repository: PayoutsRepository;
  gateway: ConfiguredPaymentGateway;
  /** Tells a consultation's workflow that its expert's account is ready (false when it has ended). */
  signalReady: (consultationId: string) => Promise<boolean>;
  /** The portal's origin: the return and refresh pages of the hosted onboarding. */
  publicUrl: string;
  logger?: Pick<Logger, 'warn'>;
  now?: () => Date;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

const notAnExpert = () =>
  AppError.forbidden('Only approved experts have a payout account', 'not_an_expert');

export function createPayoutsService(deps: PayoutsDeps) {
  const { repository, gateway, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function approvedExpert(userId: string): Promise<PayoutExpertRow> {
    const expert = await repository.expertOfUser(userId);
    if (!expert || expert.status !== 'approved') throw notAnExpert();
    return expert;
  }

  async function view(expert: PayoutExpertRow): Promise<Schemas['PayoutAccount']> {
    const waiting = await repository.waiting([expert.id]);
    return toPayoutAccount(expert, waiting.get(expert.id));
  }

  /** Tells every payout waiting for this expert's account to go ahead. */
  async function releaseWaiting(expertId: string): Promise<void> {
    for (const consultationId of await repository.waitingConsultationIds(expertId)) {
      // A signal that does not get through is caught up by the workflow's next reminder, which looks again.
      await deps
        .signalReady(consultationId)
        .catch((error: unknown) =>
          deps.logger?.warn({ err: error, consultationId }, 'payoutAccountReady not delivered'),
        );
    }
  }

  /** Re-reads the expert's account from the provider and stores its status; answers the expert as stored. */
  async function refresh(expert: PayoutExpertRow): Promise<PayoutExpertRow> {
    if (!expert.stripe_account_id) return expert;
    const change = statusOf(await gateway.retrieveAccount(expert.stripe_account_id));
    const at = now();
    await repository.saveStatus(expert.id, change, at);
    if (change.payout_status === 'ready' && expert.payout_status !== 'ready') {
      await releaseWaiting(expert.id);
    }
    return { ...expert, ...change, payout_status_updated_at: at };
  }

  /** Creates the expert's connected account when there is none; answers a fresh hosted onboarding link. */
  async function onboardingLink(
    approved: PayoutExpertRow,
  ): Promise<Schemas['PayoutOnboardingLink']> {
    let expert = approved;
    if (!expert.stripe_account_id) {
      const created = await gateway.createConnectedAccount({
        expertId: expert.id,
        email: expert.email,
        country: expert.currency === 'AUD' ? 'AU' : 'NZ',
        idempotencyKey: `payout-account-${expert.id}`,
      });
      const accountId = await repository.saveAccountId(expert.id, created.id);
      expert = await refresh({ ...expert, stripe_account_id: accountId });
    }
    // Stripe's Express accounts collect changed details through account_onboarding too (account_update is for
    // accounts whose requirements the platform collects); the sandbox offers both, as Stripe names them.
    const submitted = !['not_started', 'details_due'].includes(expert.payout_status);
    const link = await gateway.createAccountLink({
      accountId: expert.stripe_account_id!,
      type: submitted && gateway.kind === 'sandbox' ? 'account_update' : 'account_onboarding',
      refreshUrl: `${publicUrl}/expert/payouts`,
      returnUrl: `${publicUrl}/expert/payouts/return`,
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  /** The sandbox link `token`, only for the expert it was made for. */
  async function sandboxLink(userId: string, token: string) {
    if (gateway.kind !== 'sandbox') throw AppError.notFound();
    const session = await gateway.accounts.session(token);
    if (!session) {
      throw AppError.notFound('No such onboarding link', 'onboarding_link_not_found');
    }
    const expert = await repository.expertOfUser(userId);
    if (!expert || expert.id !== session.account.expert_id) {
      throw AppError.forbidden('This onboarding link was made for another expert');
    }
    if (!session.usable) throw linkExpired();
    return { ...session, expert };
  }

  return {
    /** The signed-in approved expert's own payout account. */
    async mine(userId: string): Promise<Schemas['PayoutAccount']> {
      return view(await approvedExpert(userId));
    },

    /** Creates the expert's connected account when there is none, and answers a fresh hosted onboarding link. */
    async startOnboarding(userId: string): Promise<Schemas['PayoutOnboardingLink']> {
      const expert = await approvedExpert(userId);
      return viaProvider(() => onboardingLink(expert));
    },

    /** Re-reads the signed-in expert's own account from the provider. */
    async sync(userId: string): Promise<Schemas['PayoutAccount']> {
      const expert = await approvedExpert(userId);
      return view(await viaProvider(() => refresh(expert)));
    },

    /** `account.updated`: the account's status, re-read from the provider. An unknown account changes nothing. */
    async accountUpdated(accountId: string): Promise<void> {
      const expert = await repository.expertOfAccount(accountId);
      if (expert) await refresh(expert);
    },

    /**
     * The payout's check (the lifecycle's checkPayoutAccount): whether the consultation's expert can be paid now,
     * asking the provider when the stored status says not yet; marks the payout as waiting, or clears the mark.
     */
    async readiness(consultationId: string): Promise<{ status: PayoutAccountStatus }> {
      let expert = await repository.expertOfConsultation(consultationId);
      if (!expert) throw new Error(`consultation ${consultationId} does not exist`);
      if (expert.payout_status !== 'ready') {
        try {
          expert = await refresh(expert);
        } catch (error) {
          // An account the provider does not know stays as stored; anything else is retried by the activity.
          if (!(error instanceof GatewayDeclinedError)) throw error;
        }
      }
      const ready = expert.payout_status === 'ready' && expert.stripe_account_id !== null;
      await repository.setWaiting(consultationId, !ready, now());
      return { status: ready ? 'ready' : expert.payout_status };
    },

    /** Every approved expert's readiness, those with payouts waiting first. */
    async list(query: {
      status?: PayoutAccountStatus | undefined;
      page: number;
      pageSize: number;
    }): Promise<Schemas['AdminPayoutAccountPage']> {
      const { rows, total } = await repository.page({
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
        pageSize: query.pageSize,
      });
      const waiting = await repository.waiting(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toAdminPayoutAccount(row, waiting.get(row.id))),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** The sandbox's hosted onboarding session, for the expert the link was made for. */
    async sandboxSession(
      userId: string,
      token: string,
    ): Promise<Schemas['SandboxOnboardingSession']> {
      const { link, account, expert } = await sandboxLink(userId, token);
      return {
        expertName: [expert.first_name, expert.last_name].filter(Boolean).join(' '),
        email: account.email,
        country: account.country,
        currency: account.currency,
        expiresAt: link.expires_at.toISOString(),
        requirements: account.currently_due,
      };
    },

    /** The sandbox's onboarding form: the link is used up, the account moves on and announces it. */
    async submitSandbox(
      userId: string,
      token: string,
      details: { dateOfBirth: string; bankAccount: string },
    ): Promise<{ returnUrl: string }> {
      const { account } = await sandboxLink(userId, token);
      const format = account.country === 'AU' ? AU_BANK_ACCOUNT : NZ_BANK_ACCOUNT;
      if (!format.test(details.bankAccount)) {
        throw AppError.badRequest('validation_failed', 'The request is not valid', {
          bankAccount:
            account.country === 'AU'
              ? 'Enter an Australian account as BBB-BBB AAAAAAAAA (BSB and account number)'
              : 'Enter a New Zealand account as BB-bbbb-AAAAAAA-SSS',
        });
      }
      if (gateway.kind !== 'sandbox') throw AppError.notFound();
      try {
        return await gateway.accounts.submit(token, details);
      } catch (error) {
        if (error instanceof SandboxLinkError) throw linkExpired();
        throw error;
      }
    },
  };
}

/** A provider call made for a person: out of reach, or refusing, is a 502 they can report or retry. */
async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayDeclinedError) {
      throw new AppError(
        502,
        'payment_provider_refused',
        'The payment provider refused to set up payouts. Please try again later or contact us.',
      );
    }
    throw providerUnavailable(error);
  }
}

function linkExpired(): AppError {
  return new AppError(
    410,
    'onboarding_link_expired',
    'This onboarding link has expired. Start again from your payouts page.',
  );
}
