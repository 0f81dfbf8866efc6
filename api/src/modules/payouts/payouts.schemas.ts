// zod at the edge of the payout endpoints; mirrors openapi.yaml (SandboxOnboardingRequest, the admin list's query,
// the sandbox link's token).
import { z } from 'zod';
import { enumParam, pageParams } from '../../platform/query-params.js';

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** NZ: bank-branch-account-suffix, 15 or 16 digits. */
export const NZ_BANK_ACCOUNT = /^\d{2}-\d{4}-\d{7}-\d{2,3}$/;
/** AU: the BSB (6 digits) and the account number (5-9 digits). */
export const AU_BANK_ACCOUNT = /^\d{3}-\d{3} \d{5,9}$/;

const ADULT_YEARS = 18;

/** A real calendar date (YYYY-MM-DD) at least 18 years before `now`. */
function isAdultBirthDate(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return false;
  const adult = new Date(Date.UTC(year + ADULT_YEARS, month - 1, day));
  return adult.getTime() <= now.getTime();
}

export const sandboxOnboardingSchema = z.strictObject(
  {
    legalName: z
      .string({ error: 'Enter your legal name' })
      .trim()
      .min(1, 'Enter your legal name')
      .max(200, 'Your legal name must be at most 200 characters')
      .regex(NO_CONTROL_CHARACTERS, 'Your legal name must not contain control characters'),
    dateOfBirth: z
      .string({ error: 'Enter your date of birth as YYYY-MM-DD' })
      .refine(
        (value) => isAdultBirthDate(value, new Date()),
        'Enter a real date of birth as YYYY-MM-DD; you must be 18 or older',
      ),
    bankAccount: z
      .string({ error: 'Enter your bank account' })
      .trim()
      .refine(
        (value) => NZ_BANK_ACCOUNT.test(value) || AU_BANK_ACCOUNT.test(value),
        'Enter an NZ account as BB-bbbb-AAAAAAA-SSS or an AU account as BBB-BBB AAAAAAAAA',
      ),
  },
  { error: 'Send the onboarding details as a JSON object' },
);
export type SandboxOnboardingInput = z.output<typeof sandboxOnboardingSchema>;

export const payoutAccountsQuery = z.object({
  status: enumParam([
    'not_started',
    'details_due',
    'pending_verification',
    'ready',
    'restricted',
  ]).optional(),
  ...pageParams,
});

/** A sandbox onboarding link's token: visible ASCII, as the contract bounds it. */
export const onboardingToken = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[!-~]+$/, 'Not an onboarding link');
