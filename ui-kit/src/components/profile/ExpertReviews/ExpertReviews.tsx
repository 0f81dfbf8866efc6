import type { Expert } from '@expertbridge/sdk';
import { useId, useRef, useState } from 'react';
import { formatRating } from '../../../format/text.js';
import { useExpertReviews } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';
import { Pager } from '../../dashboard/shared/Pager.js';
import { ReviewItem } from '../../dashboard/shared/ReviewItem.js';
import { expertName, profileRating } from '../../directory/ExpertCard/expertDisplay.js';

/** Reviews a page on the profile: enough to read, short enough for a phone. */
export const PROFILE_REVIEWS_PAGE_SIZE = 5;

export interface ExpertReviewsProps {
  expert: Expert;
}

/**
 * The profile's Reviews card (part 1 §2, DESIGN §6): the average and count, then the public reviews newest first,
 * each with its stars, the reviewer's first name and last initial, the date, the comment and the expert's
 * response, a page at a time. Private reviews count in the average but are not shown, and it says so.
 */
export function ExpertReviews({ expert }: ExpertReviewsProps) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const reviews = useExpertReviews(expert.id, { page, pageSize: PROFILE_REVIEWS_PAGE_SIZE });
  const turnPage = (next: number) => {
    setPage(next);
    heading.current?.focus();
  };

  let body;
  if (reviews.isPending) {
    body = (
      <div className="eb-stack" aria-hidden="true">
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <ErrorState
        error={reviews.error}
        notFound={t('profile.reviewsNotFound')}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.data.total === 0) {
    body = (
      <p className="eb-muted">
        {expert.totalReviews > 0 ? t('profile.reviewsAllPrivate') : t('profile.noReviews')}
      </p>
    );
  } else {
    const responseLabel = t('profile.expertResponse', { name: expertName(expert, t) });
    body = (
      <>
        <ul className="eb-profile-reviews__list">
          {reviews.data.items.map((review) => (
            <li key={review.id} className="eb-profile-reviews__item">
              <ReviewItem review={review} responseLabel={responseLabel} />
            </li>
          ))}
        </ul>
        {reviews.data.total < expert.totalReviews ? (
          <p className="eb-muted">{t('profile.reviewsSomePrivate')}</p>
        ) : null}
        <Pager
          page={page}
          pageSize={PROFILE_REVIEWS_PAGE_SIZE}
          total={reviews.data.total}
          onPage={turnPage}
        />
      </>
    );
  }

  return (
    <section
      className="eb-card eb-profile-reviews"
      aria-labelledby={titleId}
      aria-busy={reviews.isPending}
    >
      <h2 id={titleId} className="eb-subheading" ref={heading} tabIndex={-1}>
        {t('profile.reviews')}
      </h2>
      <p>
        {t('profile.reviewsSummary', {
          rating: formatRating(profileRating(expert)),
          count: expert.totalReviews,
        })}
      </p>
      {body}
    </section>
  );
}
