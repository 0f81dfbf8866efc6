import { ExpertPayouts } from '@expertbridge/ui-kit';

/** /expert/payouts/return: back from the hosted onboarding, re-read the account, then show it. */
export default function ExpertPayoutsReturnPage() {
  return <ExpertPayouts returning />;
}
