import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { operationPattern } from './handlers.js';

// Payout accounts in each state, a sandbox onboarding session, and an in-memory payouts API that moves an
// account through onboarding as the sandbox gateway does, for the payout stories and tests.

type Schemas = components['schemas'];
type PayoutAccount = Schemas['PayoutAccount'];
type AdminPayoutAccount = Schemas['AdminPayoutAccount'];

const nothingWaiting = { count: 0, amounts: [] };
const updatedAt = '2026-11-26T01:00:00.000Z';

/** No connected account yet: a newly approved expert. */
export const notStartedAccount: PayoutAccount = {
  status: 'not_started',
  payoutsEnabled: false,
  detailsDue: [],
  dueBy: null,
  disabledReason: null,
  message: 'Set up payouts so we can pay you.',
  waiting: nothingWaiting,
  updatedAt: null,
};

/** Stripe needs the bank account and date of birth by 3 December 2026; one payout of NZ$153 waits. */
export const detailsDueAccount: PayoutAccount = {
  status: 'details_due',
  payoutsEnabled: false,
  detailsDue: ['external_account', 'individual.dob.day', 'individual.dob.month'],
  // Midday in New Zealand, so the date reads the same in every zone the tests run in.
  dueBy: '2026-12-03T00:00:00.000Z',
  disabledReason: null,
  message: 'Stripe needs your bank account details by 3 Dec 2026.',
  waiting: { count: 1, amounts: [{ amount: 15300, currency: 'NZD' }] },
  updatedAt,
};

/** Details submitted, Stripe checking them; payouts of two currencies wait. */
export const pendingAccount: PayoutAccount = {
  ...detailsDueAccount,
  status: 'pending_verification',
  detailsDue: [],
  dueBy: null,
  message: 'Stripe is checking your details.',
  waiting: {
    count: 3,
    amounts: [
      { amount: 30600, currency: 'NZD' },
      { amount: 20400, currency: 'AUD' },
    ],
  },
};

/** Payouts enabled. */
export const readyAccount: PayoutAccount = {
  status: 'ready',
  payoutsEnabled: true,
  detailsDue: [],
  dueBy: null,
  disabledReason: null,
  message: 'Ready to be paid.',
  waiting: nothingWaiting,
  updatedAt,
};

/** Stripe could not verify the expert's identity. */
export const restrictedAccount: PayoutAccount = {
  ...detailsDueAccount,
  status: 'restricted',
  detailsDue: ['individual.verification.document'],
  dueBy: null,
  disabledReason: 'rejected.other',
  message: 'Payouts are paused: Stripe could not verify your identity.',
};

/** Paused for a reason the kit has no words for: the API's message is shown. */
export const unknownReasonAccount: PayoutAccount = {
  ...restrictedAccount,
  disabledReason: 'rejected.something_new',
  message: 'Payouts are paused while Stripe looks into the account.',
};

/** The sandbox's onboarding session for a New Zealand expert. */
export const sandboxSession: Schemas['SandboxOnboardingSession'] = {
  expertName: 'Aroha Ngata',
  email: 'aroha@example.com',
  country: 'NZ',
  currency: 'NZD',
  expiresAt: '2026-11-26T01:30:00.000Z',
  requirements: ['individual.dob.day', 'individual.verification.document', 'external_account'],
};

export const SANDBOX_TOKEN = 'pol_4c1e9a578f0f6c2d9b11';
export const SANDBOX_LINK = `https://portal.example/sandbox/payout-onboarding/${SANDBOX_TOKEN}`;
export const RETURN_URL = 'https://portal.example/expert/payouts/return';

/** One admin row per state, those waiting with money first as the API orders them. */
export const adminPayoutAccounts: AdminPayoutAccount[] = [
  ['Aroha Ngata', pendingAccount],
  ['Ethan Walker', detailsDueAccount],
  ['Mei Chen', restrictedAccount],
  ['Liam Nguyen', notStartedAccount],
  ['Sophie Taylor', readyAccount],
].map(([name, account], i) => {
  const { status, dueBy, disabledReason, waiting } = account as PayoutAccount;
  const expertName = name as string;
  return {
    expertId: `3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b1${i}`,
    expertName,
    email: `${expertName.split(' ')[0]!.toLowerCase()}@example.com`,
    status,
    dueBy,
    disabledReason,
    waiting,
    updatedAt: status === 'not_started' ? null : updatedAt,
  };
});

/**
 * A payouts API held in memory: the expert's account, a fresh onboarding link on each POST (counted),
 * the sandbox session and its form (the contract's validation and test dates of birth), and sync, which
 * answers the account the form left behind.
 */
export function payoutsApi(initial: PayoutAccount = notStartedAccount) {
  let account = structuredClone(initial);
  let linksMade = 0;
  let submitted: Schemas['SandboxOnboardingRequest'] | undefined;

  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('getMyPayoutAccount'), () => HttpResponse.json(account)),
    http.post(operationPattern('startPayoutOnboarding'), () => {
      linksMade += 1;
      return HttpResponse.json(
        { url: SANDBOX_LINK, expiresAt: sandboxSession.expiresAt },
        { status: 201 },
      );
    }),
    http.post(operationPattern('syncMyPayoutAccount'), () => HttpResponse.json(account)),
    http.get(operationPattern('getSandboxOnboarding'), () => HttpResponse.json(sandboxSession)),
    http.post(operationPattern('submitSandboxOnboarding'), async ({ request }) => {
      const body = (await request.json()) as Schemas['SandboxOnboardingRequest'];
      const details = validate(body);
      if (Object.keys(details).length > 0) {
        return HttpResponse.json(
          { error: { code: 'validation_failed', message: 'Check the details', details } },
          { status: 400 },
        );
      }
      submitted = body;
      account = afterOnboarding(account, body.dateOfBirth);
      return HttpResponse.json({ returnUrl: RETURN_URL });
    }),
  ];

  return {
    handlers,
    reset: () => {
      account = structuredClone(initial);
      linksMade = 0;
      submitted = undefined;
    },
    linksMade: () => linksMade,
    submitted: () => submitted,
    account: () => account,
  };
}

/** The field errors the API gives, as the contract words its rules. */
function validate(body: Schemas['SandboxOnboardingRequest']): Record<string, string> {
  const details: Record<string, string> = {};
  if (!body.legalName.trim()) details['legalName'] = 'Enter your legal name.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(body.dateOfBirth)) {
    details['dateOfBirth'] = 'Enter your date of birth as YYYY-MM-DD.';
  }
  if (!/^\d{2}-\d{4}-\d{7}-\d{2,3}$/.test(body.bankAccount)) {
    details['bankAccount'] = 'Enter a New Zealand bank account as BB-bbbb-AAAAAAA-SSS.';
  }
  return details;
}

/** Stripe's test dates of birth: 1901-01-01 verifies at once, 1902-01-01 fails, others wait. */
function afterOnboarding(account: PayoutAccount, dateOfBirth: string): PayoutAccount {
  if (dateOfBirth === '1901-01-01') return { ...readyAccount, waiting: account.waiting };
  if (dateOfBirth === '1902-01-01') return { ...restrictedAccount, waiting: account.waiting };
  return { ...pendingAccount, waiting: account.waiting };
}
