import type { Money } from '@expertbridge/sdk';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiRequestError, isRetryable } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import type { PaymentConfig, PaymentIntent } from '../../../hooks/payments.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import type { CardDetails } from './cardShape.js';
import { failureCode, sandboxFailure } from './paymentFailure.js';
import { CardProblem, Failure } from './PaymentStates.js';
import { EMPTY_CARD, SandboxCardForm, type CardRefusal } from './SandboxCardForm.js';

const StripeCardStep = lazy(() => import('./StripeCardStep.js'));

/** Why the card step did not go through, shown above the card step left as it was typed. */
interface Problem {
  title: string;
  message: string;
  /** The gateway refused the card itself (as opposed to a call that did not get through). */
  refusal?: CardRefusal;
}

type Phase<Paid> =
  | { step: 'ready'; problem?: Problem }
  | { step: 'processing' }
  /**
   * A failure that ends the card step. `retry` only when asking again could succeed; `chargedIntent`: the
   * card was charged but the server was not told, and Try Again tells it.
   */
  | { step: 'failed'; title: string; message: string; retry?: 'setup' | { chargedIntent: string } }
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
  // Back from a redirect the provider failed (a bank's check refused): say so above the card step.
  const [phase, setPhase] = useState<Phase<Paid>>(() =>
    returned
      ? { step: 'processing' }
      : returnedPayment?.status === 'failed'
        ? {
            step: 'ready',
            problem: { title: t('payment.failedTitle'), message: t('payment.failedDescription') },
          }
        : { step: 'ready' },
  );
  const [stripeIntent, setStripeIntent] = useState<PaymentIntent>();
  const payLabel = t('payment.pay', { amount: formatMoney(amount, { decimals: true }) });

  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);

  /** Tells the person (the spec's toast) and the host, whatever the failure. */
  const tell = (title: string, message: string, code: string) => {
    toast({ title, description: message, variant: 'destructive' });
    onFailed?.({ code, message });
  };

  /** The card step did not go through: back to it as typed, the reason above it. */
  const refused = (problem: Problem, code: string) => {
    tell(problem.title, problem.message, code);
    setPhase({ step: 'ready', problem });
  };

  /** A failure that ends the card step: Try Again only when `retry` can change the answer. */
  const stopped = (
    title: string,
    message: string,
    code: string,
    retry?: 'setup' | { chargedIntent: string },
  ) => {
    tell(title, message, code);
    setPhase({ step: 'failed', title, message, ...(retry ? { retry } : {}) });
  };

  /** Paying with the sandbox's card did not go through: see SandboxFailure for what each kind keeps. */
  const sandboxFailed = (error: unknown) => {
    const failure = sandboxFailure(error, t);
    const { title, message, code } = failure;
    if (failure.kind === 'refused') {
      setCard((typed) => ({ ...typed, cvc: '' }));
      const refusal = { field: failure.field, message, cvcCleared: true };
      refused({ title, message, refusal }, code);
    } else if (failure.kind === 'retry') {
      refused({ title, message }, code);
    } else {
      stopped(title, message, code);
    }
  };

  /** The card step succeeded: the server asks the provider and moves the booking on. */
  const finish = async (paymentIntentId: string) => {
    setPhase({ step: 'processing' });
    let paid: Paid;
    try {
      paid = await calls.process(paymentIntentId);
    } catch (error) {
      const known = error instanceof ApiRequestError ? error : undefined;
      const code = failureCode(error);
      // Refused for good (the booking closed meanwhile and the payment was refunded): the server's words.
      if (known && !isRetryable(error) && known.serverMessage) {
        stopped(t('payment.warningTitle'), known.serverMessage, code);
      } else {
        stopped(t('payment.warningTitle'), t('payment.warningDescription'), code, {
          chargedIntent: paymentIntentId,
        });
      }
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

  const paySandbox = async (typed: CardDetails) => {
    setPhase({ step: 'processing' });
    let intent: PaymentIntent;
    try {
      intent = await calls.createIntent();
      await calls.confirmSandbox({ paymentIntentId: intent.paymentIntentId, ...typed });
    } catch (error) {
      sandboxFailed(error);
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
      const known = error instanceof ApiRequestError ? error : undefined;
      const code = failureCode(error);
      if (isRetryable(error)) {
        stopped(t('payment.setupFailedTitle'), t('payment.setupFailedDescription'), code, 'setup');
      } else {
        stopped(
          t('payment.refusedTitle'),
          known?.serverMessage ?? t('payment.failedDescription'),
          code,
        );
      }
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
    const { retry } = phase;
    const again = !retry
      ? undefined
      : retry === 'setup'
        ? () => setPhase({ step: 'ready' })
        : () => void finish(retry.chargedIntent);
    return (
      <Failure
        title={phase.title}
        message={phase.message}
        onRetry={again}
        action={failureAction}
        takeFocus
      />
    );
  }
  const busy = phase.step === 'processing';
  const problem = phase.step === 'ready' ? phase.problem : undefined;
  // The problem sits above the card step, which stays mounted (and so filled in) in every state here.
  const shownProblem =
    problem && !problem.refusal?.field ? (
      <CardProblem title={problem.title} message={problem.message} takeFocus={Boolean(stripe)} />
    ) : null;
  if (!stripe) {
    return (
      <>
        {shownProblem}
        <SandboxCardForm
          payLabel={payLabel}
          busy={busy}
          card={card}
          onChange={setCard}
          refusal={problem?.refusal}
          onPay={(typed) => void paySandbox(typed)}
        />
      </>
    );
  }
  if (!stripeIntent) return <Spinner />;
  return (
    <>
      {shownProblem}
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
            refused(
              {
                title: t('payment.failedTitle'),
                message: message ?? t('payment.failedDescription'),
              },
              code,
            )
          }
        />
      </Suspense>
    </>
  );
}
