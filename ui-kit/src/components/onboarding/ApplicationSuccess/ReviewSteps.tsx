import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { FactList, StepList, type MessagePairs } from '../../marketing/shared/MessageLists.js';

/** What follows a submitted application (part 2 §2.6). */
const NEXT_STEPS: MessagePairs = [
  ['applicationSuccess.next.review.title', 'applicationSuccess.next.review.body'],
  ['applicationSuccess.next.documents.title', 'applicationSuccess.next.documents.body'],
  ['applicationSuccess.next.activation.title', 'applicationSuccess.next.activation.body'],
  ['applicationSuccess.next.earning.title', 'applicationSuccess.next.earning.body'],
];

/** The confirmation page's timelines (part 2 §9): 1-2, 2-3 and 1 business days. */
const TIMELINE: MessagePairs = [
  ['applicationSuccess.timeline.review', 'applicationSuccess.timeline.reviewValue'],
  ['applicationSuccess.timeline.documents', 'applicationSuccess.timeline.documentsValue'],
  ['applicationSuccess.timeline.approval', 'applicationSuccess.timeline.approvalValue'],
];

/** The four steps from a submitted application to earning, as a card. */
export function NextSteps() {
  const t = useT();
  const id = useId();
  return (
    <section className="eb-card" aria-labelledby={id}>
      <h2 id={id} className="eb-heading">
        {t('applicationSuccess.next.title')}
      </h2>
      <StepList steps={NEXT_STEPS} compact />
    </section>
  );
}

/** How long each stage of the review takes, as a card. */
export function ReviewTimeline() {
  const t = useT();
  const id = useId();
  return (
    <section className="eb-card" aria-labelledby={id}>
      <h2 id={id} className="eb-heading">
        {t('applicationSuccess.timeline.title')}
      </h2>
      <FactList facts={TIMELINE} single />
    </section>
  );
}
