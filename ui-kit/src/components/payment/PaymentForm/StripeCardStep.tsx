// Loaded on demand (React.lazy) only when the gateway is Stripe, so the sandbox and the widget's first
// paint never carry Stripe's code; Stripe.js itself is fetched from Stripe when this step first renders.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripePaymentElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { StripeMountTarget, useStripeAppearance } from './StripeMountTarget.js';

export interface StripeCardStepProps {
  publishableKey: string;
  /** The intent's client secret from create-payment-intent. */
  clientSecret: string;
  /** Where Stripe sends the browser back when a payment method needs a redirect. */
  returnUrl: string;
  payLabel: string;
  busy: boolean;
  onProcessing: () => void;
  /** The card step succeeded for this intent; the server is told next. */
  onCardPaid: (paymentIntentId: string) => void;
  /** Stripe refused the payment, with its message for people when it gave one and its code. */
  onCardFailed: (message: string | undefined, code: string) => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per publishable key for the page's lifetime, as Stripe asks. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Apple Pay and Google Pay show by themselves on a domain registered with Stripe; 'auto' says so here, so
 * nothing the kit passes ever turns them off.
 */
export const PAYMENT_ELEMENT_OPTIONS = {
  wallets: { applePay: 'auto', googlePay: 'auto' },
} as const satisfies StripePaymentElementOptions;

/** Stripe's Payment Element for an intent, confirmed in the page without a redirect when possible. */
export default function StripeCardStep({
  publishableKey,
  clientSecret,
  ...form
}: StripeCardStepProps) {
  const variables = useStripeAppearance();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, ...(variables ? { appearance: { variables } } : {}) }}
    >
      <StripeForm {...form} />
    </Elements>
  );
}

function StripeForm({
  returnUrl,
  payLabel,
  busy,
  onProcessing,
  onCardPaid,
  onCardFailed,
}: Omit<StripeCardStepProps, 'publishableKey' | 'clientSecret'>) {
  const t = useT();
  const { toast } = useToast();
  const stripe = useStripe();
  const elements = useElements();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!stripe || !elements) {
      toast({ title: t('payment.libraryLoading') });
      return;
    }
    onProcessing();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error) onCardFailed(error.message, error.decline_code ?? error.code ?? error.type);
    else onCardPaid(paymentIntent.id);
  };

  return (
    <form className="eb-payment__card" onSubmit={(e) => void submit(e)}>
      <StripeMountTarget>
        <PaymentElement options={PAYMENT_ELEMENT_OPTIONS} />
      </StripeMountTarget>
      <Button type="submit" disabled={busy || !stripe}>
        {busy ? t('payment.processing') : payLabel}
      </Button>
    </form>
  );
}
