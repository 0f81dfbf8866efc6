import type { Money } from '@expertbridge/sdk';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import type { PaymentConfig, PaymentIntent } from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import type { CardDetails } from './cardShape.js';
import { Failure } from './PaymentStates.js';
import { SandboxCardForm } from './SandboxCardForm.js';

const StripeCardStep = lazy(() => import('./StripeCardStep.js'));

type Phase<Paid> =
  | { step: 'ready' }
  | { step: 'processing' }
  /** `chargedIntent`: the card was charged but the server was not told; Try Again tells it. */
  | { step: 'failed'; title: string; message: string; chargedIntent?: string }
  | { step: 'paid'; paid: Paid };

/** What the provider said when it sent the browser back after a redirect (its query string). */
export interface ReturnedPayment {
  /** `payment_intent`. */
  paymentIntentId: string;
  /** `redirect_status`: `succeeded`, `processing` or `failed`. */
  status: string;
}

/**
 * The three calls of a payment, bound to what is being paid for: the portal's consultation (session
 * cookie) or a widget booking (its booking token).
 */
export interface PaymentCalls<Paid> {
  /** Starts paying; calling again answers the same intent. */
  createIntent: () => Promise<PaymentIntent>;
  /** Pays the intent with a test card (the sandbox gateway); a refused card throws. */
  confirmSandbox: (body: { paymentIntentId: string } & CardDetails) => Promise<unknown>;
  /** Tells the server the card step finished; it asks the provider and answers what is now paid. */
  process: (paymentIntentId: string) => Promise<Paid>;
}

/** Why a payment did not go through: the API's error code when it gave one, and the words shown. */
export interface PaymentFailure {
  code: string;
  message: string;
}

export interface CheckoutProps<Paid> {
  config: PaymentConfig;
  /** What the card is charged. */
  amount: Money;
  calls: PaymentCalls<Paid>;
  /** Where a payment method that needs a redirect sends the browser back to. */
  returnUrl: string;
  onPaid: (paid: Paid) => void;
  /** The card was refused, or a call failed (the host may tell its own page). */
  onFailed?: (failure: PaymentFailure) => void;
  /** What the paid state offers next (the portal's View Consultation). */
  paidAction?: (paid: Paid) => ReactNode;
  /** The way out beside Try Again on a failure (the portal's Back to Dashboard). */
  failureAction?: ReactNode;
  returnedPayment?: ReturnedPayment | undefined;
}

/** The card step and what follows it, for something awaiting payment. */
export function Checkout<Paid>({
  config,
  amount,
  calls,
  returnUrl,
  onPaid,
  onFailed,
  paidAction,
  failureAction,
  returnedPayment,
}: CheckoutProps<Paid>) {
  const t = useT();
  const { toast } = useToast();
  const returned =
    returnedPayment?.status === 'succeeded' ? returnedPayment.paymentIntentId : undefined;
  const [phase, setPhase] = useState<Phase<Paid>>({ step: returned ? 'processing' : 'ready' });
  const [stripeIntent, setStripeIntent] = useState<PaymentIntent>();
  const payLabel = t('payment.pay', { amount: formatMoney(amount, { decimals: true }) });

  const failed = (title: string, message: string, code: string, chargedIntent?: string) => {
    toast({ title, description: message, variant: 'destructive' });
    setPhase({ step: 'failed', title, message, ...(chargedIntent ? { chargedIntent } : {}) });
    onFailed?.({ code, message });
  };

  /** A refused card or a refused request: the gateway's or the API's words when they have any. */
  const fail = (error: unknown) => {
    const known = error instanceof ApiRequestError ? error : undefined;
    const title = known ? t('payment.failedTitle') : t('payment.errorTitle');
    failed(
      title,
      known?.serverMessage ?? t('payment.failedDescription'),
      known?.code ?? 'network_error',
    );
  };

  /** The card step succeeded: the server asks the provider and moves the booking on. */
  const finish = async (paymentIntentId: string) => {
    setPhase({ step: 'processing' });
    let paid: Paid;
    try {
      paid = await calls.process(paymentIntentId);
    } catch (error) {
      const code = error instanceof ApiRequestError && error.code ? error.code : 'network_error';
      failed(t('payment.warningTitle'), t('payment.warningDescription'), code, paymentIntentId);
      return;
    }
    toast({
      title: t('payment.successTitle'),
      description: t('payment.successDescription'),
      variant: 'success',
    });
    setPhase({ step: 'paid', paid });
    onPaid(paid);
  };

  const paySandbox = async (card: CardDetails) => {
    setPhase({ step: 'processing' });
    let intent: PaymentIntent;
    try {
      intent = await calls.createIntent();
      await calls.confirmSandbox({ paymentIntentId: intent.paymentIntentId, ...card });
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
    calls.createIntent().then(setStripeIntent, (error: unknown) => {
      const code = error instanceof ApiRequestError && error.code ? error.code : 'network_error';
      failed(t('payment.setupFailedTitle'), t('payment.setupFailedDescription'), code);
    });
    // One intent per booking; the calls are rebuilt each render but mean the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe, stripeIntent, phase.step]);

  if (phase.step === 'paid') {
    return (
      <StateMessage
        headingLevel={3}
        title={t('payment.successTitle')}
        description={t('payment.successDescription')}
        action={paidAction?.(phase.paid)}
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
        action={failureAction}
        takeFocus
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
        returnUrl={returnUrl}
        payLabel={payLabel}
        busy={busy}
        onProcessing={() => setPhase({ step: 'processing' })}
        onCardPaid={(id) => void finish(id)}
        onCardFailed={(message, code) =>
          failed(t('payment.failedTitle'), message ?? t('payment.failedDescription'), code)
        }
      />
    </Suspense>
  );
}
