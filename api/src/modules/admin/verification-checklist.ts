import type { ErrorDetails } from '../../platform/errors.js';

/** The verification requirements of the spec (part 2 §9), in the order an admin works through them. */
export const VERIFICATION_ITEMS = [
  'licence_or_certification',
  'photo_id',
  'proof_of_experience',
  'indemnity_insurance',
  'background_check',
] as const;

export type VerificationItem = (typeof VERIFICATION_ITEMS)[number];
export type VerificationOutcome = 'verified' | 'not_applicable' | 'failed';

/**
 * What each item needs before approval. Insurance is needed "if applicable" and the background check only "for
 * some professions", so an admin may mark those two not applicable; the other three must be verified.
 */
const REQUIREMENTS: Record<VerificationItem, { accepts: VerificationOutcome[]; message: string }> =
  {
    licence_or_certification: {
      accepts: ['verified'],
      message: 'Professional licence or certification must be verified',
    },
    photo_id: { accepts: ['verified'], message: 'Photo ID must be verified' },
    proof_of_experience: { accepts: ['verified'], message: 'Proof of experience must be verified' },
    indemnity_insurance: {
      accepts: ['verified', 'not_applicable'],
      message: 'Professional indemnity insurance must be verified or marked not applicable',
    },
    background_check: {
      accepts: ['verified', 'not_applicable'],
      message: 'Criminal background check must be verified or marked not applicable',
    },
  };

/** The items that still block approval, given the outcomes recorded so far. */
export function missingChecks(
  outcomes: Partial<Record<VerificationItem, VerificationOutcome>>,
): VerificationItem[] {
  return VERIFICATION_ITEMS.filter((item) => {
    const outcome = outcomes[item];
    return outcome === undefined || !REQUIREMENTS[item].accepts.includes(outcome);
  });
}

/** One message per blocking item, keyed by the item (the `details` of a 409 `verification_incomplete`). */
export function missingCheckDetails(items: readonly VerificationItem[]): ErrorDetails {
  return Object.fromEntries(items.map((item) => [item, REQUIREMENTS[item].message]));
}
