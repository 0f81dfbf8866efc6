import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import { useConsultation, type Consultation } from '../../../hooks/consultations.js';
import {
  useConfirmSandboxPayment,
  useCreatePaymentIntent,
  usePaymentConfig,
  useProcessPayment,
  type PaymentConfig,
  type PaymentIntent,
} from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import type { CardDetails } from './cardShape.js';
import { OrderSummary } from './OrderSummary.js';
import { SandboxCardForm } from './SandboxCardForm.js';

const StripeCardStep = lazy(() => import('./StripeCardStep.js'));

export interface PaymentFormProps {
  /** From /payment/{consultationId}; without one the visitor is told and sent home. */
  consultationId: string | undefined;
  /** The consultation is paid (the server has checked with the provider); the host moves on. */
  onPaid: (consultation: Consultation) => void;
  /** The viewer's IANA zone for the start time; the browser's by default. */
  timeZone?: string;
}

/**
 * The payment page's form (part 2 §2.2, §4.5, §8): the order summary and, for a consultation awaiting
 * payment, the card step of the configured gateway (the sandbox's card form, or Stripe's Payment
 * Element), then process-payment. Loading, ready, processing, failed (Try Again, Back to Dashboard), paid.
 */
export function PaymentForm({ consultationId, onPaid, timeZone }: PaymentFormProps) {
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
    step = <Checkout config={config.data} consultation={paid} onPaid={onPaid} />;
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

type Phase =
  | { step: 'ready' }
  | { step: 'processing' }
  /** `chargedIntent`: the card was charged but the server was not told; Try Again tells it. */
  | { step: 'failed'; title: string; message: string; chargedIntent?: string }
  | { step: 'paid'; consultation: Consultation };

interface CheckoutProps {
  config: PaymentConfig;
  consultation: Consultation;
  onPaid: (consultation: Consultation) => void;
}

/** The card step and what follows it, for a consultation awaiting payment. */
function Checkout({ config, consultation, onPaid }: CheckoutProps) {
  const t = useT();
  const { toast } = useToast();
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const createIntent = useCreatePaymentIntent();
  const confirmSandbox = useConfirmSandboxPayment();
  const process = useProcessPayment();
  const [stripeIntent, setStripeIntent] = useState<PaymentIntent>();
  const amount = consultation.totalAmount;
  const payLabel = t('payment.pay', { amount: formatMoney(amount, { decimals: true }) });
  const intentRequest = { amount: amount.amount, consultationId: consultation.id };

  /** A refused card or a refused request: the gateway's or the API's words when they have any. */
  const fail = (error: unknown) => {
    const known = error instanceof ApiRequestError ? error : undefined;
    const title = known ? t('payment.failedTitle') : t('payment.errorTitle');
    const message = known?.serverMessage ?? t('payment.failedDescription');
    toast({ title, description: message, variant: 'destructive' });
    setPhase({ step: 'failed', title, message });
  };

  /** The card step succeeded: the server asks the provider and moves the consultation on. */
  const finish = async (paymentIntentId: string) => {
    setPhase({ step: 'processing' });
    try {
      const paidConsultation = await process.mutateAsync({
        consultationId: consultation.id,
        paymentIntentId,
      });
      toast({
        title: t('payment.successTitle'),
        description: t('payment.successDescription'),
        variant: 'success',
      });
      setPhase({ step: 'paid', consultation: paidConsultation });
      onPaid(paidConsultation);
    } catch {
      const title = t('payment.warningTitle');
      const message = t('payment.warningDescription');
      toast({ title, description: message, variant: 'destructive' });
      setPhase({ step: 'failed', title, message, chargedIntent: paymentIntentId });
    }
  };

  const paySandbox = async (card: CardDetails) => {
    setPhase({ step: 'processing' });
    let intent: PaymentIntent;
    try {
      intent = await createIntent.mutateAsync(intentRequest);
      await confirmSandbox.mutateAsync({ paymentIntentId: intent.paymentIntentId, ...card });
    } catch (error) {
      fail(error);
      return;
    }
    await finish(intent.paymentIntentId);
  };

  // Stripe's element needs the intent's client secret before it can show.
  const stripe = config.gateway === 'stripe' && config.publishableKey ? config.publishableKey : '';
  useEffect(() => {
    if (!stripe || stripeIntent || phase.step !== 'ready') return;
    createIntent.mutateAsync(intentRequest).then(setStripeIntent, () => {
      const title = t('payment.setupFailedTitle');
      const message = t('payment.setupFailedDescription');
      toast({ title, description: message, variant: 'destructive' });
      setPhase({ step: 'failed', title, message });
    });
    // One intent per consultation; the request is rebuilt each render but means the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe, stripeIntent, phase.step]);

  if (phase.step === 'paid') {
    return (
      <StateMessage
        headingLevel={3}
        title={t('payment.successTitle')}
        description={t('payment.successDescription')}
        action={<ConsultationLink id={phase.consultation.id} />}
      />
    );
  }
  if (phase.step === 'failed') {
    const { chargedIntent } = phase;
    return (
      <Failure
        title={phase.title}
        message={phase.message}
        onRetry={() => (chargedIntent ? void finish(chargedIntent) : setPhase({ step: 'ready' }))}
      />
    );
  }
  const busy = phase.step === 'processing';
  if (!stripe) {
    return (
      <SandboxCardForm payLabel={payLabel} busy={busy} onPay={(card) => void paySandbox(card)} />
    );
  }
  if (!stripeIntent) return <Spinner />;
  return (
    <Suspense fallback={<Spinner />}>
      <StripeCardStep
        publishableKey={stripe}
        clientSecret={stripeIntent.clientSecret}
        returnUrl={new URL(`/consultation/${consultation.id}`, globalThis.location.href).href}
        payLabel={payLabel}
        busy={busy}
        onProcessing={() => setPhase({ step: 'processing' })}
        onCardPaid={(id) => void finish(id)}
        onCardFailed={(message) => {
          const title = t('payment.failedTitle');
          const text = message ?? t('payment.failedDescription');
          toast({ title, description: text, variant: 'destructive' });
          setPhase({ step: 'failed', title, message: text });
        }}
      />
    </Suspense>
  );
}

interface FailureProps {
  title: string;
  message: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/** A failed step, announced, with Try Again and Back to Dashboard. */
function Failure({ title, message, onRetry, headingLevel = 3 }: FailureProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="eb-state eb-payment__failure" role="alert">
      <Heading className="eb-subheading">{title}</Heading>
      <p>{message}</p>
      <div className="eb-row">
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        <DashboardLink />
      </div>
    </div>
  );
}

function DashboardLink() {
  const t = useT();
  return (
    <Link to="/dashboard" className="eb-btn eb-btn--secondary">
      {t('payment.backToDashboard')}
    </Link>
  );
}

function ConsultationLink({ id }: { id: string }) {
  const t = useT();
  return (
    <Link to={`/consultation/${id}`} className="eb-btn eb-btn--primary">
      {t('payment.viewConsultation')}
    </Link>
  );
}
