import { randomUUID } from 'node:crypto';
import type { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';

/** The sandbox's clock in these tests: cards expiring 12/30 are good, 02/27 has expired. */
export const sandboxNow = () => new Date('2027-03-15T10:00:00Z');

export const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINED = { ...VISA, cardNumber: '4000 0000 0000 0002' };

/** A new consultation's payment intent, optionally paid with a good card. */
export async function newIntent(
  gateway: SandboxPaymentGateway,
  amount = 18_000,
  options: { paid?: boolean } = {},
) {
  const consultationId = randomUUID();
  const intent = await gateway.createPaymentIntent({
    consultationId,
    amount,
    currency: 'NZD',
    customerUserId: randomUUID(),
    idempotencyKey: `consultation-${consultationId}:payment-intent`,
  });
  if (options.paid) await gateway.confirmSandboxPayment({ paymentIntentId: intent.id, ...VISA });
  return { consultationId, intent };
}
