import type { components } from '@expertbridge/sdk';
import { useId, useState, type FormEvent } from 'react';
import { graphemeCount, overLimit } from '../../../format/text.js';
import { useCreateReview } from '../../../hooks/reviews.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { Icon } from '../../../primitives/Icon.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

type Consultation = components['schemas']['Consultation'];

/** The longest comment the API takes. */
export const REVIEW_COMMENT_MAX = 2000;
const RATINGS = [1, 2, 3, 4, 5] as const;

export interface ReviewDialogProps {
  consultation: Consultation;
  onClose: () => void;
}

/**
 * The client's review of a completed consultation (part 2 §3, §5): a rating of 1–5 stars (default 5), an
 * optional comment and whether it is public (default yes). 'Review Submitted' closes it; a failure keeps
 * what was written.
 */
export function ReviewDialog({ consultation, onClose }: ReviewDialogProps) {
  const t = useT();
  const { toast } = useToast();
  const review = useCreateReview();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const ratingId = useId();
  const length = graphemeCount(comment.trim());
  const over = overLimit(comment.trim(), REVIEW_COMMENT_MAX);
  const tooLong = over !== undefined;
  const expertName = `${consultation.expert.user.firstName} ${consultation.expert.user.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || review.isPending) return;
    review.mutate(
      {
        consultationId: consultation.id,
        rating,
        isPublic,
        comment: comment.trim() === '' ? null : comment.trim(),
      },
      {
        onSuccess: () => {
          toast({
            title: t('review.success'),
            description: t('review.successDescription'),
            variant: 'success',
          });
          onClose();
        },
        onError: () =>
          toast({
            title: t('review.failed'),
            description: t('review.failedDescription'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog title={t('review.title')} onClose={onClose}>
      <form className="eb-review-form" onSubmit={submit} noValidate>
        <p>{t('review.intro', { name: expertName })}</p>
        <fieldset className="eb-review-form__rating">
          <legend id={ratingId} className="eb-label">
            {t('review.rating')}
          </legend>
          {RATINGS.map((value) => (
            <label key={value} className="eb-review-form__star">
              <input
                type="radio"
                name={ratingId}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="eb-visually-hidden"
              />
              <span className={value <= rating ? 'eb-review-form__icon--on' : undefined}>
                <Icon name="star" filled={value <= rating} />
              </span>
              <span className="eb-visually-hidden">
                {t(value === 1 ? 'review.star.one' : 'review.star.other', { count: value })}
              </span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('review.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          hint={`${t('review.commentHint', { max: REVIEW_COMMENT_MAX })} ${length}/${REVIEW_COMMENT_MAX}`}
          error={
            over === 'characters'
              ? t('review.commentTooLong', { max: REVIEW_COMMENT_MAX })
              : over && t('common.tooLongToStore')
          }
        />
        <label className="eb-checkbox">
          <input
            type="checkbox"
            checked={isPublic}
            onChange={(event) => setIsPublic(event.target.checked)}
          />
          <span>{t('review.public')}</span>
        </label>
        <div className="eb-dialog__footer">
          <Button variant="secondary" onClick={onClose}>
            {t('review.later')}
          </Button>
          <Button type="submit" disabled={tooLong || review.isPending} aria-busy={review.isPending}>
            {review.isPending ? t('review.submitting') : t('review.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
