import { PaymentForm, useT } from '@expertbridge/ui-kit';
import { useLocation, useNavigate, useParams } from 'react-router';

/** How long the 'Payment Successful' toast shows before the room opens (part 2 §4.5). */
export const PAID_REDIRECT_MS = 2_000;

/**
 * /payment/{id}: the order summary and the card step; paid, it goes to the room after 2 s. A provider that
 * sent the browser away for a payment method brings it back here with `payment_intent` and `redirect_status`.
 */
export default function PaymentPage() {
  const t = useT();
  const { id } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const paymentIntentId = query.get('payment_intent');
  const status = query.get('redirect_status');
  return (
    <section className="portal__page" aria-labelledby="payment-title">
      <h1 id="payment-title" className="eb-heading">
        {t('route.paymentTitle')}
      </h1>
      <PaymentForm
        key={id}
        consultationId={id}
        onPaid={(consultation) =>
          setTimeout(() => void navigate(`/consultation/${consultation.id}`), PAID_REDIRECT_MS)
        }
        {...(paymentIntentId && status ? { returnedPayment: { paymentIntentId, status } } : {})}
      />
    </section>
  );
}
