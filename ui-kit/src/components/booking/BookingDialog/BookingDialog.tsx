import type { Expert } from '@expertbridge/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { queryKey } from '../../../api/keys.js';
import { bookingTotal } from '../../../domain/price.js';
import { formatMoney } from '../../../format/money.js';
import { CURRENT_USER_KEY } from '../../../hooks/auth.js';
import { useCreateConsultation, type Consultation } from '../../../hooks/consultations.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { TextAreaField, TextField } from '../../../primitives/Field.js';
import { Spinner } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import {
  AvailabilityPicker,
  EMPTY_SELECTION,
  type BookingSelection,
} from '../AvailabilityPicker/AvailabilityPicker.js';
import { useSayRefusedTime } from '../bookingRefusal.js';
import { BookingTotal } from './BookingTotal.js';

export interface BookingDialogProps {
  expert: Expert;
  onClose: () => void;
  /** The booking was made (status `pending_payment`); the host goes on to /payment/{id}. */
  onBooked: (consultation: Consultation) => void;
  /** The viewer's IANA zone; the browser's by default. */
  timeZone?: string;
}

/**
 * Book & Pay (part 2 §2.1, §8): a title (required), an optional description, date, duration and a free
 * start time, and the live total with the platform fee included. Visitors are asked to join first.
 */
export function BookingDialog({ expert, onClose, onBooked, timeZone }: BookingDialogProps) {
  const t = useT();
  const session = useSession();
  const name = expertName(expert, t);

  if (session.isLoading) {
    return (
      <Dialog title={t('booking.title')} onClose={onClose}>
        <Spinner />
      </Dialog>
    );
  }
  if (!session.isSignedIn) {
    return (
      <Dialog
        title={t('booking.joinTitle')}
        onClose={onClose}
        footer={
          <>
            <Link to="/auth/login" className="eb-btn eb-btn--secondary">
              {t('booking.signIn')}
            </Link>
            <Link to="/auth/signup" className="eb-btn eb-btn--primary">
              {t('booking.createAccount')}
            </Link>
          </>
        }
      >
        <p>{t('booking.joinDescription', { name })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('booking.title')} onClose={onClose}>
      <BookingForm
        expert={expert}
        name={name}
        onBooked={onBooked}
        onCancel={onClose}
        {...(timeZone ? { timeZone } : {})}
      />
    </Dialog>
  );
}

interface BookingFormProps {
  expert: Expert;
  name: string;
  onBooked: (consultation: Consultation) => void;
  onCancel: () => void;
  timeZone?: string;
}

function BookingForm({ expert, name, onBooked, onCancel, timeZone }: BookingFormProps) {
  const t = useT();
  const { toast } = useToast();
  const queries = useQueryClient();
  const create = useCreateConsultation();
  const sayRefused = useSayRefusedTime();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(() => t('booking.defaultTitle'));
  const [description, setDescription] = useState('');
  const [selection, setSelection] = useState<BookingSelection>(EMPTY_SELECTION);
  const [errors, setErrors] = useState<{ date?: string; startsAt?: string }>({});
  // Nothing to book while the expert has no free time: the picker says so, Book & Pay is off.
  const [bookable, setBookable] = useState(true);
  const total = bookingTotal(expert.hourlyRate, selection.duration);
  const titleMissing = title.trim() === '';

  const choose = useCallback((next: BookingSelection) => {
    setSelection(next);
    setErrors((current) => ({
      ...(next.date ? {} : { date: current.date }),
      ...(next.startsAt ? {} : { startsAt: current.startsAt }),
    }));
  }, []);

  const refuse = (error: unknown) => {
    const known = error instanceof ApiRequestError ? error : undefined;
    if (known?.status === 401) {
      toast({
        title: t('booking.loginRequiredTitle'),
        description: t('booking.loginRequiredDescription'),
        variant: 'destructive',
      });
      // The session ended: re-checking it turns the dialog into 'Join to Book Consultation'.
      void queries.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return;
    }
    const refused = sayRefused(error);
    if (refused) {
      // Back to choosing: the free times (and the lengths offered) are read again, the time is cleared
      // and the times say why (an alert there, beside the toast).
      void queries.invalidateQueries({
        queryKey: ['get', '/api/experts/{id}/availability', { id: expert.id }],
      });
      setSelection((current) => ({ ...current, startsAt: null }));
      setErrors({ startsAt: refused });
      return;
    }
    // A changed rate (price_mismatch) shows the new price once the expert is read again.
    if (known?.status === 422) {
      void queries.invalidateQueries({
        queryKey: queryKey('get', '/api/experts/{id}', { id: expert.id }),
      });
    }
    toast({
      title: t('booking.failedTitle'),
      description: known?.serverMessage ?? t('booking.failedDescription'),
      variant: 'destructive',
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleMissing || create.isPending) return;
    if (!selection.date) {
      setErrors({ date: t('booking.dateRequiredDescription') });
      toast({
        title: t('booking.dateRequiredTitle'),
        description: t('booking.dateRequiredDescription'),
        variant: 'destructive',
      });
      focusField(form.current, 'date');
      return;
    }
    if (!selection.startsAt) {
      setErrors({ startsAt: t('availability.timeRequired') });
      return;
    }
    create.mutate(
      {
        expertId: expert.id,
        title: title.trim(),
        description: description.trim(),
        duration: selection.duration,
        scheduledAt: selection.startsAt,
        totalAmount: total.amount,
      },
      {
        onSuccess: (consultation) => {
          toast({
            title: t('booking.successTitle'),
            description: t('booking.successDescription'),
            variant: 'success',
          });
          onBooked(consultation);
        },
        onError: refuse,
      },
    );
  };

  return (
    <form ref={form} className="eb-booking" noValidate onSubmit={submit}>
      <p className="eb-muted">
        {t('booking.with', {
          name,
          rate: t('expert.perHour', { price: formatMoney(expert.hourlyRate) }),
        })}
      </p>
      <TextField
        label={t('booking.consultationTitle')}
        name="title"
        required
        maxLength={200}
        value={title}
        error={titleMissing ? t('booking.titleRequired') : undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField
        label={t('booking.description')}
        name="description"
        maxLength={5000}
        rows={3}
        hint={t('booking.descriptionHint')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <AvailabilityPicker
        expertId={expert.id}
        value={selection}
        onChange={choose}
        errors={errors}
        onBookable={setBookable}
        {...(timeZone ? { timeZone } : {})}
      />
      <BookingTotal total={total} />
      <div className="eb-dialog__footer">
        <Button variant="secondary" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        {/* Without a title or a free time there is nothing to book; the field or the picker says why. */}
        <Button type="submit" disabled={titleMissing || !bookable || create.isPending}>
          {create.isPending ? t('booking.busy') : t('booking.submit')}
        </Button>
      </div>
    </form>
  );
}
