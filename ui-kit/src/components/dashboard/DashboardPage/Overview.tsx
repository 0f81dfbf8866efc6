import { CompletePaymentCard } from '../CompletePaymentCard/CompletePaymentCard.js';
import { LatestReviews } from '../LatestReviews/LatestReviews.js';
import { NeedHelp } from '../NeedHelp/NeedHelp.js';
import { PendingRequests } from '../PendingRequests/PendingRequests.js';
import { PerformanceSummary } from '../PerformanceSummary/PerformanceSummary.js';
import { QuickActions } from '../QuickActions/QuickActions.js';
import { UpcomingList } from '../UpcomingList/UpcomingList.js';
import type { DashboardRole } from '../shared/dashboardRole.js';

/**
 * The Overview tab (part 2 §2.4): upcoming consultations with Join and Book New, bookings still to pay,
 * and for experts the requests to answer and the latest reviews; beside them Quick Actions, the expert's
 * Performance Summary and Need Help.
 */
export function Overview({ role, supportEmail }: { role: DashboardRole; supportEmail: string }) {
  return (
    <div className="eb-dashboard__overview">
      <div className="eb-dashboard__column">
        <UpcomingList role={role} />
        <CompletePaymentCard />
        {role === 'expert' ? (
          <>
            <PendingRequests />
            <LatestReviews />
          </>
        ) : null}
      </div>
      <div className="eb-dashboard__column">
        <QuickActions role={role} />
        {role === 'expert' ? <PerformanceSummary /> : null}
        <NeedHelp supportEmail={supportEmail} />
      </div>
    </div>
  );
}
