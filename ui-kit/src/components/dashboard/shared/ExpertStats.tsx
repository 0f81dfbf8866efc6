import { useT } from '../../../i18n/I18nProvider.js';
import { Stars } from '../../../primitives/Stars.js';
import { completionRate, type ExpertSummary } from './expertFigures.js';

/** The completion rate as a percentage with a bar, and how it was reached; a plain line before any ended. */
export function CompletionRate({ expert }: { expert: ExpertSummary }) {
  const t = useT();
  const rate = completionRate(expert.completion);
  if (rate.percent === null) {
    return <span className="eb-figure__none">{t('dashboard.performance.noneEnded')}</span>;
  }
  return (
    <span className="eb-rate">
      <span className="eb-figure__number">{rate.percent}%</span>
      <span className="eb-bar" aria-hidden="true">
        <span className="eb-bar__fill" style={{ width: `${rate.percent}%` }} />
      </span>
      <span className="eb-figure__detail">
        {t('dashboard.performance.completionDetail', {
          completed: rate.completed,
          accepted: rate.accepted,
        })}
      </span>
    </span>
  );
}

/** The average rating as stars with the number of reviews, or 'No ratings yet'. */
export function RatingFigure({ expert }: { expert: ExpertSummary }) {
  const t = useT();
  if (expert.totalReviews === 0) {
    return <span className="eb-figure__none">{t('dashboard.stats.noRatings')}</span>;
  }
  return (
    <span className="eb-rate">
      <Stars rating={expert.averageRating} />
      <span className="eb-figure__detail">
        {t('dashboard.performance.reviewCount', { count: expert.totalReviews })}
      </span>
    </span>
  );
}
