import type { Review } from '@expertbridge/sdk';
import { useId, useRef, useState } from 'react';
import { useExpertReviews } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { SkeletonRows } from '../shared/ConsultationLine.js';
import { ExpertProfileGate } from '../shared/ExpertProfileGate.js';
import { Pager } from '../shared/Pager.js';
import { Panel } from '../shared/Panel.js';
import { ReviewItem } from '../shared/ReviewItem.js';
import { RespondForm } from './RespondForm.js';

/** Reviews per page of the Reviews tab. */
export const REVIEWS_PAGE_SIZE = 10;

/** A review with Respond (or Edit Response) that opens the form beneath it; focus comes back on close. */
function ReviewRow({ review }: { review: Review }) {
  const t = useT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <ReviewItem review={review}>
      <div className="eb-panel__actions">
        <Button
          ref={button}
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {review.expertResponse
            ? t('dashboard.reviews.editResponse')
            : t('dashboard.reviews.respond')}
        </Button>
      </div>
      {open ? <RespondForm review={review} id={formId} onClose={close} /> : null}
    </ReviewItem>
  );
}

function Reviews({ expertId }: { expertId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const reviews = useExpertReviews(expertId, { page, pageSize: REVIEWS_PAGE_SIZE });
  if (reviews.isError)
    return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.isPending) return <SkeletonRows count={3} />;
  if (reviews.data.total === 0) {
    return <StateMessage headingLevel={3} title={t('dashboard.reviews.empty')} />;
  }
  return (
    <>
      <ul className="eb-panel__list">
        {reviews.data.items.map((review) => (
          <li key={review.id} className="eb-panel__item">
            <ReviewRow review={review} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={REVIEWS_PAGE_SIZE} total={reviews.data.total} onPage={setPage} />
    </>
  );
}

/**
 * The Reviews tab (part 2 §2.4): the expert's public reviews, newest first, each with its stars, date,
 * comment and the expert's response, and Respond to answer it (answering again replaces the answer).
 */
export function ReviewsList() {
  const t = useT();
  return (
    <Panel title={t('dashboard.reviews.title')}>
      <ExpertProfileGate
        loading={<SkeletonRows count={3} />}
        unlisted={<StateMessage headingLevel={3} title={t('dashboard.reviews.empty')} />}
      >
        {(profile) => <Reviews expertId={profile.id} />}
      </ExpertProfileGate>
    </Panel>
  );
}
