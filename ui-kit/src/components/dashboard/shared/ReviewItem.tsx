import type { Review } from '@expertbridge/sdk';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../../format/dates.js';
import { truncate } from '../../../format/text.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Stars } from '../../../primitives/Stars.js';

/**
 * One review as its expert (or, with `responseLabel`, the public profile) shows it: the stars, who wrote it (first name and last initial) and when, the
 * comment (cut to the spec's 150 characters when `short`), the expert's response if any, and `children`
 * (Respond and its form).
 */
export function ReviewItem({
  review,
  short = false,
  responseLabel,
  children,
}: {
  review: Review;
  short?: boolean;
  /** Whose answer it is, said to the reader; "Your response" by default (the expert's own dashboard). */
  responseLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const nameId = useId();
  const { firstName, lastInitial } = review.reviewer;
  return (
    <article className="eb-review" aria-labelledby={nameId}>
      <div className="eb-review__head">
        <h3 id={nameId} className="eb-review__name">
          {lastInitial ? t('dashboard.reviews.by', { firstName, lastInitial }) : firstName}
        </h3>
        <Stars rating={review.rating} />
        <time className="eb-review__date" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {review.comment ? (
        <p className="eb-review__comment">{short ? truncate(review.comment) : review.comment}</p>
      ) : (
        <p className="eb-review__comment eb-muted">{t('dashboard.reviews.noComment')}</p>
      )}
      {review.expertResponse ? (
        <div className="eb-review__response">
          <p className="eb-review__response-label">
            {responseLabel ?? t('dashboard.reviews.yourResponse')}
          </p>
          <p>{short ? truncate(review.expertResponse) : review.expertResponse}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
