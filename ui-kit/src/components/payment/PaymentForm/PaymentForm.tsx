import { useEffect } from 'react';
import { ApiRequestError, isRetryable } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import { useConsultation, type Consultation } from '../../../hooks/consultations.js';
import { useConsultationPaymentCalls, usePaymentConfig } from '../../../hooks/payments.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useNavigate } from '../../../navigation/Navigation.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import type { PaymentConfig } from '../../../hooks/payments.js';
import { Checkout, type ReturnedPayment } from './Checkout.js';
import { OrderSummary } from './OrderSummary.js';
import { ConsultationLink, DashboardLink, Failure } from './PaymentStates.js';

export interface PaymentFormProps {
  /** From /payment/{consultationId}; without one the visitor is told and sent home. */
  consultationId: string | undefined;
  /** The consultation is paid (the server has checked with the provider); the host moves on. */
  onPaid: (consultation: Consultation) => void;
  /** The viewer's IANA zone for the start time; the browser's by default. */
  timeZone?: string;
  /**
   * The provider's word after a redirect (`payment_intent` and `redirect_status` from the query
   * string); `succeeded` tells the server and finishes as a card paid on the page does.
   */
  returnedPayment?: ReturnedPayment;
}

/**
 * The payment page's form (part 2 §2.2, §4.5, §8): the order summary and, for a consultation awaiting
 * payment, the card step of the configured gateway (the sandbox's card form, or Stripe's Payment
 * Element), then process-payment, with the time the booking is held until. Loading, ready, processing, failed
 * (Back to Dashboard, and Try Again when a retry could succeed), not found, paid.
 */
export function PaymentForm({
  consultationId,
  onPaid,
  timeZone,
  returnedPayment,
}: PaymentFormProps) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const consultation = useConsultation(consultationId);
  const session = useSession();

  useEffect(() => {
    if (consultationId) return;
    toast({
      title: t('payment.missingTitle'),
      description: t('payment.missingDescription'),
      variant: 'destructive',
    });
    navigate('/');
  }, [consultationId, toast, navigate, t]);

  if (!consultationId) return null;
  // A page already shown keeps its data (and the card typed into it) if a later refresh fails.
  const failure = consultation.data ? undefined : (consultation.error ?? undefined);
  if (failure instanceof ApiRequestError && failure.status === 401) {
    return <AccessDenied returnTo={`/payment/${consultationId}`} />;
  }
  // The API answers 404 alike for a consultation that does not exist and one the user is no party to.
  if (failure instanceof ApiRequestError && (failure.status === 404 || failure.status === 400)) {
    return (
      <StateMessage
        headingLevel={2}
        title={t('payment.notFoundTitle')}
        description={t('payment.notFoundDescription')}
        action={<DashboardLink primary />}
      />
    );
  }
  const setupFailure = failure ?? (config.data ? undefined : (config.error ?? undefined));
  if (setupFailure) {
    const retryable = isRetryable(setupFailure);
    return (
      <Failure
        headingLevel={2}
        title={t('payment.setupFailedTitle')}
        message={
          retryable || !(setupFailure instanceof ApiRequestError)
            ? t('payment.setupFailedDescription')
            : (setupFailure.serverMessage ?? t('payment.failedDescription'))
        }
        action={<DashboardLink />}
        onRetry={
          retryable
            ? () => {
                if (config.isError) void config.refetch();
                if (consultation.isError) void consultation.refetch();
              }
            : undefined
        }
      />
    );
  }
  if (!config.data || !consultation.data || session.isLoading) return <Spinner />;

  const paid = consultation.data;
  let step;
  if (paid.status === 'pending_payment' && session.user && session.user.id !== paid.clientId) {
    // The expert (or an admin) may read the booking but never pays for it: no card form to fail on.
    step = (
      <StateMessage
        headingLevel={3}
        title={t('payment.clientPaysTitle')}
        description={t('payment.clientPaysDescription')}
        action={<ConsultationLink id={paid.id} />}
      />
    );
  } else if (paid.status === 'pending_payment') {
    step = (
      <>
        {paid.deadlines.paymentDueAt ? (
          <div className="eb-payment__deadline">
            <p className="eb-payment__due">
              {t('payment.dueBy', {
                time: formatDateTime(paid.deadlines.paymentDueAt, timeZone ? { timeZone } : {}),
              })}
            </p>
            <p className="eb-muted">{t('payment.dueByNote')}</p>
          </div>
        ) : null}
        <ConsultationCheckout
          config={config.data}
          consultation={paid}
          onPaid={onPaid}
          onFailed={() => void consultation.refetch()}
          returnedPayment={returnedPayment}
        />
      </>
    );
  } else if (paid.status === 'cancelled') {
    step = (
      <StateMessage
        headingLevel={3}
        title={t('payment.cancelledTitle')}
        description={t('payment.cancelledDescription')}
        action={<DashboardLink />}
      />
    );
  } else {
    step = (
      <StateMessage
        headingLevel={3}
        title={t('payment.alreadyPaidTitle')}
        description={t('payment.alreadyPaidDescription')}
        action={<ConsultationLink id={paid.id} />}
      />
    );
  }
  return (
    <div className="eb-payment">
      <OrderSummary consultation={paid} config={config.data} timeZone={timeZone} />
      <section className="eb-card eb-payment__step" aria-label={t('payment.details')}>
        <h2 className="eb-subheading">{t('payment.details')}</h2>
        {step}
      </section>
    </div>
  );
}

interface ConsultationCheckoutProps {
  config: PaymentConfig;
  consultation: Consultation;
  onPaid: (consultation: Consultation) => void;
  /** The payment did not go through; the booking is read again, as it may have closed meanwhile. */
  onFailed: () => void;
  returnedPayment: ReturnedPayment | undefined;
}

/** The checkout of a portal consultation: the session's payment calls, back to the room after a redirect. */
function ConsultationCheckout({
  config,
  consultation,
  onPaid,
  onFailed,
  returnedPayment,
}: ConsultationCheckoutProps) {
  const calls = useConsultationPaymentCalls(consultation);
  return (
    <Checkout
      config={config}
      amount={consultation.totalAmount}
      calls={calls}
      returnUrl={new URL(`/consultation/${consultation.id}`, globalThis.location.href).href}
      onPaid={onPaid}
      onFailed={onFailed}
      paidAction={(paid) => <ConsultationLink id={paid.id} />}
      failureAction={<DashboardLink />}
      returnedPayment={returnedPayment}
    />
  );
}
