import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, isRetryable } from '../../../api/errors.js';
import { queryKey } from '../../../api/keys.js';
import { formatDateTime } from '../../../format/dates.js';
import { timeZoneName, viewerTimeZone } from '../../../format/zones.js';
import {
  useCreateWidgetBooking,
  useWidgetBooking,
  useWidgetExpert,
  WIDGET_AVAILABILITY,
  type BookingMetadata,
  type WidgetBooking as Booking,
  type WidgetBookingCreated,
} from '../../../hooks/widget.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import type { BookingSelection } from '../../booking/AvailabilityPicker/AvailabilityPicker.js';
import { useSayRefusedTime } from '../../booking/bookingRefusal.js';
import type { PaymentFailure, ReturnedPayment } from '../../payment/PaymentForm/Checkout.js';
import { DetailsStep, type GuestDetails } from './DetailsStep.js';
import { DoneStep } from './DoneStep.js';
import { PaymentStep } from './PaymentStep.js';
import { initialZone } from './timeZones.js';
import { TimeStep } from './TimeStep.js';
import { useFollowedBooking, type BookingMove } from './useFollowedBooking.js';

/** A booking the flow picks up again: after a payment redirect, or on a second visit in the same tab. */
export interface ResumedBooking {
  bookingId: string;
  token: string;
  /** The provider's word when it sent the visitor back (`payment_intent`, `redirect_status`). */
  returnedPayment?: ReturnedPayment;
}

export interface WidgetBookingProps {
  expertId: string;
  /** Filled in for the guest (the partner's page knows them): name, e-mail, the consultation's title. */
  prefill?: { name?: string; email?: string; title?: string };
  /** UTM parameters and the partner's own keys, stored on the booking. */
  metadata?: BookingMetadata;
  /** The zone to show times in first; the browser's by default. */
  timeZone?: string;
  /** Where the look for a first free day starts (the loader's request, when it made one); now by default. */
  lookaheadFrom?: string;
  /** Where a payment method that needs a redirect returns: the partner's page. */
  returnUrl: string;
  resume?: ResumedBooking | undefined;
  /** The first screen is shown: the expert's card and the times (once, when the expert has loaded). */
  onReady?: () => void;
  /** The guest chose a start and went on (the start in UTC, its length, the zone it was shown in). */
  onSlotSelected?: (slot: { startsAt: string; duration: number; timeZone: string }) => void;
  /** The booking exists, awaiting payment; the token authorises the guest's calls about it. */
  onBookingCreated?: (booking: WidgetBookingCreated) => void;
  /** The server answered the booking paid. */
  onPaymentSucceeded?: (booking: Booking) => void;
  onPaymentFailed?: (failure: PaymentFailure) => void;
  /** The paid booking moved to a new time (the expert and the guest agreed one) while the widget shows it. */
  onRescheduled?: (move: BookingMove) => void;
  /** How often the paid booking is read again for a move; a minute by default. */
  followEveryMs?: number;
}

type Step =
  | { name: 'time' }
  | { name: 'details' }
  | { name: 'payment'; bookingId: string; token: string; returnedPayment?: ReturnedPayment }
  | { name: 'done'; booking: Booking; token: string };

const STEP_NUMBER = { time: 1, details: 2, payment: 3, done: 4 } as const;
const STEP_TITLE = {
  time: 'widget.step.time',
  details: 'widget.step.details',
  payment: 'widget.step.payment',
  done: 'widget.step.done',
} as const;

/**
 * The partner widget's booking flow: the expert and a free time, the guest's details, payment
 * with the configured gateway, then the reference, an .ics and the room's link, all without leaving the
 * partner's page. Each step's heading takes focus, so keyboard and screen-reader users follow along.
 */
export function WidgetBooking({
  expertId,
  prefill = {},
  metadata,
  timeZone: askedZone,
  lookaheadFrom,
  returnUrl,
  resume,
  onReady,
  onSlotSelected,
  onBookingCreated,
  onPaymentSucceeded,
  onPaymentFailed,
  onRescheduled,
  followEveryMs,
}: WidgetBookingProps) {
  const t = useT();
  const { toast } = useToast();
  const queries = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const expert = useWidgetExpert(expertId);
  const create = useCreateWidgetBooking();
  const sayRefused = useSayRefusedTime();
  const [zone, setZone] = useState(() => initialZone(askedZone, viewerTimeZone()));
  const [selection, setSelection] = useState<BookingSelection>(() => ({
    date: '',
    startsAt: null,
    duration: 60,
  }));
  const [details, setDetails] = useState<GuestDetails>({
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    title: prefill.title ?? t('booking.defaultTitle'),
    description: '',
  });
  const [step, setStep] = useState<Step>(() =>
    resume ? { name: 'payment', ...resume } : { name: 'time' },
  );
  const paying = step.name === 'payment' ? step : undefined;
  const booking = useWidgetBooking(paying?.bookingId, paying?.token);
  const done = step.name === 'done' ? step : undefined;
  const followed = useFollowedBooking(done?.booking, done?.token, onRescheduled, followEveryMs);

  // A new step's heading takes focus (not on the first render: the host page keeps its own focus).
  const shown = useRef(step.name);
  useEffect(() => {
    if (shown.current === step.name) return;
    shown.current = step.name;
    heading.current?.focus();
  }, [step.name]);

  const loaded = Boolean(expert.data);
  const readyHeard = useRef(onReady);
  useEffect(() => {
    readyHeard.current = onReady;
  }, [onReady]);
  useEffect(() => {
    if (loaded) readyHeard.current?.();
  }, [loaded]);

  const [refusal, setRefusal] = useState<string>();
  const choose = useCallback((next: BookingSelection) => {
    setSelection(next);
    if (next.startsAt) setRefusal(undefined);
  }, []);

  const book = (guest: GuestDetails) => {
    if (!selection.startsAt) return;
    setDetails(guest);
    create.mutate(
      {
        expertId,
        scheduledAt: selection.startsAt,
        duration: selection.duration,
        title: guest.title,
        description: guest.description || null,
        guest: { name: guest.name, email: guest.email },
        ...(metadata && Object.keys(metadata).length > 0 ? { metadata } : {}),
      },
      {
        onSuccess: (created) => {
          const { bookingToken, bookingTokenExpiresAt: _expires, ...bookingOnly } = created;
          queries.setQueryData(queryKey('get', '/api/widget/bookings/{id}', { id: created.id }), {
            ...bookingOnly,
          });
          onBookingCreated?.(created);
          setStep({ name: 'payment', bookingId: created.id, token: bookingToken });
        },
        onError: (error) => {
          const known = error instanceof ApiRequestError ? error : undefined;
          const refused = sayRefused(error);
          if (refused) {
            // Back to the times, read again, with why on them.
            void queries.invalidateQueries({ queryKey: ['get', WIDGET_AVAILABILITY] });
            setSelection((current) => ({ ...current, startsAt: null }));
            setRefusal(refused);
            setStep({ name: 'time' });
            return;
          }
          toast({
            title: t('booking.failedTitle'),
            description: known?.serverMessage ?? t('booking.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const name = expert.data ? `${expert.data.user.firstName} ${expert.data.user.lastName}` : '';
  let body;
  if (expert.isError) {
    body = (
      <>
        <p role="alert">{t('widget.expertFailed')}</p>
        <ErrorState error={expert.error} onRetry={() => void expert.refetch()} />
      </>
    );
  } else if (!expert.data) {
    body = <Spinner />;
  } else if (step.name === 'time') {
    body = (
      <TimeStep
        expert={expert.data}
        selection={selection}
        searchFrom={lookaheadFrom}
        refusal={refusal}
        onSelect={choose}
        timeZone={zone}
        onTimeZone={setZone}
        onContinue={() => {
          if (!selection.startsAt) return;
          onSlotSelected?.({
            startsAt: selection.startsAt,
            duration: selection.duration,
            timeZone: zone,
          });
          setStep({ name: 'details' });
        }}
      />
    );
  } else if (step.name === 'details') {
    // Continue is offered only once a start is chosen.
    const startsAt = selection.startsAt ?? '';
    body = (
      <DetailsStep
        initial={details}
        chosen={t('widget.chosen', {
          when: formatDateTime(startsAt, { timeZone: zone }),
          zone: timeZoneName(zone, startsAt ? new Date(startsAt) : undefined),
          minutes: selection.duration,
        })}
        busy={create.isPending}
        onBack={(typed) => {
          setDetails(typed);
          setStep({ name: 'time' });
        }}
        onSubmit={book}
      />
    );
  } else if (step.name === 'payment') {
    body = booking.isError ? (
      isRetryable(booking.error) ? (
        <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        // An expired booking token or a booking that is gone answers the same however often it is asked.
        <div className="eb-state" role="alert">
          <p>{t('widget.bookingGone')}</p>
          <Button variant="secondary" onClick={() => setStep({ name: 'time' })}>
            {t('widget.bookAgain')}
          </Button>
        </div>
      )
    ) : !booking.data ? (
      <Spinner />
    ) : (
      <PaymentStep
        booking={booking.data}
        token={step.token}
        timeZone={zone}
        returnUrl={returnUrl}
        returnedPayment={step.returnedPayment}
        onPaid={(paid) => {
          onPaymentSucceeded?.(paid);
          setStep({ name: 'done', booking: paid, token: step.token });
        }}
        onFailed={(failure) => onPaymentFailed?.(failure)}
      />
    );
  } else {
    body = <DoneStep booking={followed ?? step.booking} token={step.token} timeZone={zone} />;
  }

  return (
    <section
      className="eb-widget"
      aria-label={name ? t('widget.region', { name }) : t('widget.open')}
    >
      <p className="eb-widget__progress">{t('widget.step', { number: STEP_NUMBER[step.name] })}</p>
      <h2 ref={heading} tabIndex={-1} className="eb-subheading eb-widget__heading">
        {t(STEP_TITLE[step.name])}
      </h2>
      {body}
      <p className="eb-widget__footer">{t('widget.poweredBy')}</p>
    </section>
  );
}
