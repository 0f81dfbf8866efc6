import { formatDateTime, formatDuration } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import {
  useWidgetBooking,
  useWidgetPaymentConfig,
  widgetPaymentCalls,
  type WidgetBooking,
} from '../../../hooks/widget.js';
import { useApiClient } from '../../../api/ApiProvider.js';
import { ApiRequestError, isRetryable } from '../../../api/errors.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import {
  Checkout,
  type PaymentFailure,
  type ReturnedPayment,
} from '../../payment/PaymentForm/Checkout.js';
import { Failure } from '../../payment/PaymentForm/PaymentStates.js';

export interface PaymentStepProps {
  booking: WidgetBooking;
  token: string;
  timeZone: string;
  /** Where a payment method that needs a redirect sends the visitor back to: the partner's page. */
  returnUrl: string;
  returnedPayment?: ReturnedPayment | undefined;
  /** The server answered the booking paid (after asking the provider). */
  onPaid: (booking: WidgetBooking) => void;
  onFailed: (failure: PaymentFailure) => void;
}

/**
 * Step 3 for a booking read with its token: the payment once it is read, Try Again when the reading may succeed
 * later, else a new booking offered (`onGone`).
 */
export function PaymentStepFor({
  bookingId,
  onGone,
  ...props
}: Omit<PaymentStepProps, 'booking'> & { bookingId: string; onGone: () => void }) {
  const t = useT();
  const booking = useWidgetBooking(bookingId, props.token);
  if (booking.isError) {
    return isRetryable(booking.error) ? (
      <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />
    ) : (
      // An expired booking token or a booking that is gone answers the same however often it is asked.
      <div className="eb-state" role="alert">
        <p>{t('widget.bookingGone')}</p>
        <Button variant="secondary" onClick={onGone}>
          {t('widget.bookAgain')}
        </Button>
      </div>
    );
  }
  return booking.data ? <PaymentStep booking={booking.data} {...props} /> : <Spinner />;
}

/** Step 3: what is paid for and the gateway's card step (the sandbox's form, or Stripe's Payment Element). */
export function PaymentStep({
  booking,
  token,
  timeZone,
  returnUrl,
  returnedPayment,
  onPaid,
  onFailed,
}: PaymentStepProps) {
  const t = useT();
  const client = useApiClient();
  const config = useWidgetPaymentConfig();
  if (config.isError) {
    // A partner refused (disabled, or this site not allowed) gets the same answer however often it asks.
    const retryable = isRetryable(config.error);
    const refusal =
      config.error instanceof ApiRequestError ? config.error.serverMessage : undefined;
    return (
      <Failure
        title={t('payment.setupFailedTitle')}
        message={retryable || !refusal ? t('payment.setupFailedDescription') : refusal}
        onRetry={retryable ? () => void config.refetch() : undefined}
      />
    );
  }
  if (config.isPending) return <Spinner />;
  const total = booking.price.total;
  return (
    <>
      <dl className="eb-payment__facts">
        <dt>{t('payment.when')}</dt>
        <dd>{formatDateTime(booking.scheduledAt, { timeZone })}</dd>
        <dt>{t('payment.duration')}</dt>
        <dd>{t('availability.minutes', { count: booking.duration })}</dd>
        <dt>{t('payment.total')}</dt>
        <dd className="eb-payment__total">{formatMoney(total, { decimals: true })}</dd>
      </dl>
      {booking.paymentDueAt ? (
        <p className="eb-payment__due">
          {t('payment.dueBy', { time: formatDateTime(booking.paymentDueAt, { timeZone }) })}
        </p>
      ) : null}
      <p className="eb-muted">
        {t('booking.feeIncluded', { rate: config.data.platformFeeBasisPoints / 100 })}{' '}
        {t('payment.refundTerms', { lead: formatDuration(config.data.refundWindowMs) })}
      </p>
      <Checkout
        config={config.data}
        amount={total}
        calls={widgetPaymentCalls(client, booking.id, token)}
        returnUrl={withBooking(returnUrl, booking.id)}
        returnedPayment={returnedPayment}
        onPaid={(paid) => {
          // Paid means the server says so: process-payment answered and the ledger holds the total.
          if (paid.money.paid >= paid.price.total.amount) onPaid(paid);
          else onFailed({ code: 'payment_incomplete', message: t('payment.warningDescription') });
        }}
        onFailed={onFailed}
      />
    </>
  );
}

/** The return address naming the booking, so the partner's page can resume it after a redirect. */
function withBooking(returnUrl: string, bookingId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('eb_booking', bookingId);
  return url.href;
}
