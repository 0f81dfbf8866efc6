import { useExpertReviews } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { SkeletonRows } from '../shared/ConsultationLine.js';
import { ExpertProfileGate } from '../shared/ExpertProfileGate.js';
import { Panel } from '../shared/Panel.js';
import { ReviewItem } from '../shared/ReviewItem.js';

/** The overview shows the expert's 2 latest reviews (part 2 §2.4, §9). */
export const LATEST_REVIEWS = 2;

function Latest({ expertId }: { expertId: string }) {
  const t = useT();
  const reviews = useExpertReviews(expertId, { pageSize: LATEST_REVIEWS });
  if (reviews.isError)
    return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.isPending) return <SkeletonRows count={LATEST_REVIEWS} />;
  const latest = reviews.data.items.slice(0, LATEST_REVIEWS);
  if (latest.length === 0)
    return <StateMessage headingLevel={3} title={t('dashboard.reviews.empty')} />;
  return (
    <ul className="eb-panel__list">
      {latest.map((review) => (
        <li key={review.id} className="eb-panel__item">
          <ReviewItem review={review} short />
        </li>
      ))}
    </ul>
  );
}

/** The signed-in expert's two newest public reviews, for the dashboard's overview. */
export function LatestReviews() {
  const t = useT();
  return (
    <Panel title={t('dashboard.latestReviews.title')}>
      <ExpertProfileGate
        loading={<SkeletonRows count={LATEST_REVIEWS} />}
        unlisted={<StateMessage headingLevel={3} title={t('dashboard.reviews.empty')} />}
      >
        {(profile) => <Latest expertId={profile.id} />}
      </ExpertProfileGate>
    </Panel>
  );
}
