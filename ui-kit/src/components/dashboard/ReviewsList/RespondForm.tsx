import type { Review } from '@expertbridge/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { graphemeCount, overLimit } from '../../../format/text.js';
import { useRespondToReview } from '../../../hooks/reviews.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

/** The contract's bound on a response (ReviewResponseRequest.response). */
export const RESPONSE_MAX = 2000;

/**
 * The expert's answer to one review, inline under it: trimmed, required, at most 2,000 characters, checked
 * before sending; the field takes focus when the form opens. `onClose` after posting or on Cancel.
 */
export function RespondForm({
  review,
  id,
  onClose,
}: {
  review: Review;
  id: string;
  onClose: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const respond = useRespondToReview();
  const [text, setText] = useState(review.expertResponse ?? '');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector('textarea')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const response = text.trim();
    const problem = !response
      ? t('dashboard.reviews.responseRequired')
      : overLimit(response, RESPONSE_MAX)
        ? t('dashboard.reviews.responseTooLong', { max: RESPONSE_MAX.toLocaleString('en-NZ') })
        : undefined;
    setError(problem);
    if (problem) {
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    respond.mutate(
      { id: review.id, response },
      {
        onSuccess: () => {
          toast({
            title: t('dashboard.reviews.postedTitle'),
            description: t('dashboard.reviews.postedDescription'),
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) => {
          const reason = failure instanceof ApiRequestError ? failure.details.response : undefined;
          if (reason) setError(reason);
          toast({
            title: t('dashboard.reviews.failedTitle'),
            description: reason ?? t('dashboard.reviews.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form ref={form} id={id} className="eb-respond" noValidate onSubmit={submit}>
      <TextAreaField
        label={t('dashboard.reviews.yourResponse')}
        required
        value={text}
        error={error}
        hint={t('dashboard.reviews.responseCount', {
          count: graphemeCount(text.trim()).toLocaleString('en-NZ'),
          max: RESPONSE_MAX.toLocaleString('en-NZ'),
        })}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="eb-panel__actions">
        <Button type="submit" disabled={respond.isPending}>
          {respond.isPending ? t('dashboard.reviews.posting') : t('dashboard.reviews.post')}
        </Button>
        <Button variant="secondary" disabled={respond.isPending} onClick={onClose}>
          {t('dashboard.reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
