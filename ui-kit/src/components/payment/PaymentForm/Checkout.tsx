import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import type { Consultation } from '../../../hooks/consultations.js';
import {
  useConfirmSandboxPayment,
  useCreatePaymentIntent,
  useProcessPayment,
  type PaymentConfig,
  type PaymentIntent,
} from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import type { CardDetails } from './cardShape.js';
import { ConsultationLink, Failure } from './PaymentStates.js';
import { SandboxCardForm } from './SandboxCardForm.js';

const StripeCardStep = lazy(() => import('./StripeCardStep.js'));

type Phase =
  | { step: 'ready' }
  | { step: 'processing' }
  /** `chargedIntent`: the card was charged but the server was not told; Try Again tells it. */
  | { step: 'failed'; title: string; message: string; chargedIntent?: string }
  | { step: 'paid'; consultation: Consultation };

/** What the provider said when it sent the browser back after a redirect (its query string). */
export interface ReturnedPayment {
  /** `payment_intent`. */
  paymentIntentId: string;
  /** `redirect_status`: `succeeded`, `processing` or `failed`. */
  status: string;
}

export interface CheckoutProps {
  config: PaymentConfig;
  consultation: Consultation;
  onPaid: (consultation: Consultation) => void;
  returnedPayment?: ReturnedPayment | undefined;
}

/** The card step and what follows it, for a consultation awaiting payment. */
export function Checkout({ config, consultation, onPaid, returnedPayment }: CheckoutProps) {
  const t = useT();
  const { toast } = useToast();
  const returned =
    returnedPayment?.status === 'succeeded' ? returnedPayment.paymentIntentId : undefined;
  const [phase, setPhase] = useState<Phase>({ step: returned ? 'processing' : 'ready' });
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

  // Back from the provider's redirect with a success: the same path as a card paid here (part 2 §4.5).
  const finishedReturn = useRef(false);
  useEffect(() => {
    if (!returned || finishedReturn.current) return;
    finishedReturn.current = true;
    void finish(returned);
    // Once per page: process-payment is idempotent, but one answer is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

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
