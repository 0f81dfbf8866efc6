import { useEffect } from 'react';
import { useConsultation, type Consultation } from '../../../hooks/consultations.js';
import { useConsultationPaymentCalls, usePaymentConfig } from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useNavigate } from '../../../navigation/Navigation.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
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
 * Element), then process-payment. Loading, ready, processing, failed (Try Again, Back to Dashboard), paid.
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
  if (config.isError || consultation.isError) {
    return (
      <Failure
        headingLevel={2}
        title={t('payment.setupFailedTitle')}
        message={t('payment.setupFailedDescription')}
        action={<DashboardLink />}
        onRetry={() => {
          if (config.isError) void config.refetch();
          if (consultation.isError) void consultation.refetch();
        }}
      />
    );
  }
  if (config.isPending || consultation.isPending) return <Spinner />;

  const paid = consultation.data;
  let step;
  if (paid.status === 'pending_payment') {
    step = (
      <ConsultationCheckout
        config={config.data}
        consultation={paid}
        onPaid={onPaid}
        returnedPayment={returnedPayment}
      />
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
  returnedPayment: ReturnedPayment | undefined;
}

/** The checkout of a portal consultation: the session's payment calls, back to the room after a redirect. */
function ConsultationCheckout({
  config,
  consultation,
  onPaid,
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
      paidAction={(paid) => <ConsultationLink id={paid.id} />}
      failureAction={<DashboardLink />}
      returnedPayment={returnedPayment}
    />
  );
}
