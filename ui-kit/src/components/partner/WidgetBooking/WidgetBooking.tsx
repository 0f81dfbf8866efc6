import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { timeZoneName, viewerTimeZone } from '../../../format/zones.js';
import {
  useWidgetExpert,
  type BookingMetadata,
  type WidgetBooking as Booking,
  type WidgetBookingCreated,
} from '../../../hooks/widget.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import type { BookingSelection } from '../../booking/AvailabilityPicker/AvailabilityPicker.js';
import type { PaymentFailure, ReturnedPayment } from '../../payment/PaymentForm/Checkout.js';
import { DetailsStep, type GuestDetails } from './DetailsStep.js';
import { DoneStep } from './DoneStep.js';
import { PaymentStepFor } from './PaymentStep.js';
import { initialZone } from '../../booking/TimeZoneSelect/timeZones.js';
import { TimeStep } from './TimeStep.js';
import { useBookingRequest } from './useBookingRequest.js';
import {
  useFollowedBookings,
  type BookingMemory,
  type BookingMove,
} from './useFollowedBookings.js';

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
  /**
   * A booking paid through this widget moved to a new time (the expert and the guest agreed one): heard while the
   * widget is on the page, and on a later load of it when `memory` kept the booking.
   */
  onRescheduled?: (move: BookingMove) => void;
  /** How often the paid bookings are read again for a move; a minute by default. */
  followEveryMs?: number;
  /**
   * Where the bookings paid here are kept (the partner's page storage, under its key and the expert), so a reload
   * shows the visitor their booking and still hears of its moves; without it they are followed until the page goes.
   */
  memory?: BookingMemory;
}

type Step =
  | { name: 'recall' }
  | { name: 'time' }
  | { name: 'details' }
  | {
      name: 'payment';
      bookingId: string;
      token: string;
      tokenExpiresAt?: string;
      returnedPayment?: ReturnedPayment;
    }
  | { name: 'done'; booking: Booking; token: string; tokenExpiresAt?: string | undefined };

// While the bookings of earlier loads are read, the flow says only that it is the booking form.
const STEP_NUMBER = { recall: 1, time: 1, details: 2, payment: 3, done: 4 } as const;
const STEP_TITLE = {
  recall: 'widget.open',
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
  memory,
}: WidgetBookingProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const expert = useWidgetExpert(expertId);
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
  const followed = useFollowedBookings({
    memory,
    expertId,
    everyMs: followEveryMs,
    onMoved: onRescheduled,
  });
  const [step, setStep] = useState<Step>(() =>
    resume
      ? { name: 'payment', ...resume }
      : { name: followed.recalled === null ? 'time' : 'recall' },
  );

  // A visitor who paid here and reloads sees their booking (with Book another), not a new form.
  // Decided once, when the readings are in (set while rendering: the recall step never paints over an answer).
  const { recalled } = followed;
  if (step.name === 'recall' && recalled !== undefined) {
    setStep(recalled ? { name: 'done', ...recalled } : { name: 'time' });
  }

  // A new step's heading takes focus (not on the first render, nor when the page's load ends in the booking seen
  // before: the host page keeps its own focus).
  const shown = useRef(step.name);
  useEffect(() => {
    if (shown.current === step.name) return;
    const fromRecall = shown.current === 'recall';
    shown.current = step.name;
    if (!fromRecall) heading.current?.focus();
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

  const request = useBookingRequest({
    expertId,
    metadata,
    onCreated: (created) => {
      onBookingCreated?.(created);
      setStep({
        name: 'payment',
        bookingId: created.id,
        token: created.bookingToken,
        tokenExpiresAt: created.bookingTokenExpiresAt,
      });
    },
    onRefused: (why) => {
      // Back to the times, read again, with why on them.
      setSelection((current) => ({ ...current, startsAt: null }));
      setRefusal(why);
      setStep({ name: 'time' });
    },
  });
  const book = (guest: GuestDetails) => {
    if (!selection.startsAt) return;
    setDetails(guest);
    request.send({ scheduledAt: selection.startsAt, duration: selection.duration }, guest);
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
  } else if (!expert.data || step.name === 'recall') {
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
        busy={request.busy}
        onBack={(typed) => {
          setDetails(typed);
          setStep({ name: 'time' });
        }}
        onSubmit={book}
      />
    );
  } else if (step.name === 'payment') {
    body = (
      <PaymentStepFor
        bookingId={step.bookingId}
        token={step.token}
        timeZone={zone}
        returnUrl={returnUrl}
        returnedPayment={step.returnedPayment}
        onGone={() => setStep({ name: 'time' })}
        onPaid={(paid) => {
          followed.follow(paid, step.token, step.tokenExpiresAt);
          onPaymentSucceeded?.(paid);
          setStep({
            name: 'done',
            booking: paid,
            token: step.token,
            tokenExpiresAt: step.tokenExpiresAt,
          });
        }}
        onFailed={(failure) => onPaymentFailed?.(failure)}
      />
    );
  } else {
    body = (
      <DoneStep
        booking={followed.current(step.booking)}
        token={step.token}
        tokenExpiresAt={step.tokenExpiresAt}
        timeZone={zone}
        onBookAnother={() => {
          setSelection((current) => ({ ...current, startsAt: null }));
          setStep({ name: 'time' });
        }}
      />
    );
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
