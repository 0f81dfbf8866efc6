// The lifecycle's checkPayoutAccount activity (workflows/src/activities.ts), implemented by the payouts module: the
// consultation's expert can be paid now, or the payout waits for their payout account.
import type { LifecycleActivities } from '@expertbridge/workflows';
import type { PayoutsService } from './payouts.service.js';

export function payoutReadinessActivity(
  payouts: Pick<PayoutsService, 'readiness'>,
): Pick<LifecycleActivities, 'checkPayoutAccount'> {
  return {
    checkPayoutAccount: (input) => payouts.readiness(input.consultationId),
  };
}
