import { ExpertPayouts } from '@expertbridge/ui-kit';

/** /expert/payouts: where the expert's payout account stands, and the button to set it up. */
export default function ExpertPayoutsPage() {
  return <ExpertPayouts />;
}
