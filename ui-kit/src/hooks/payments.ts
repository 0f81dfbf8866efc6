import type { components } from '@expertbridge/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiProvider.js';
import { unwrap } from '../api/errors.js';
import { queryKey } from '../api/keys.js';
import { useConsultationAction } from './consultationCache.js';

type Schemas = components['schemas'];
type Consultation = Schemas['Consultation'];
/** The gateway, its publishable key, the fee and the refund and escrow terms. */
export type PaymentConfig = Schemas['PaymentConfig'];
/** An intent to confirm in the browser. */
export type PaymentIntent = Schemas['PaymentIntent'];

/** What the payment page's order summary needs; it changes only with a deployment. */
export function usePaymentConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey('get', '/api/payments/config'),
    queryFn: async () => unwrap(await client.GET('/api/payments/config')),
  });
}

/** Starts paying for a consultation; calling again answers the same intent. */
export function useCreatePaymentIntent() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Schemas['CreatePaymentIntentRequest']) =>
      unwrap(await client.POST('/api/create-payment-intent', { body })),
  });
}

/** Pays an intent with a test card (the sandbox gateway only); a refused card is a 402. */
export function useConfirmSandboxPayment() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Schemas['SandboxConfirmRequest']) =>
      unwrap(await client.POST('/api/payments/sandbox/confirm', { body })),
  });
}

/** Tells the server the card step finished; it asks the provider and answers the paid consultation. */
export function useProcessPayment() {
  return useConsultationAction(async (client, body: Schemas['ProcessPaymentRequest']) =>
    unwrap(await client.POST('/api/process-payment', { body })),
  );
}

/** The payment calls of a portal consultation (session cookie), for the kit's checkout. */
export function useConsultationPaymentCalls(
  consultation: Pick<Consultation, 'id' | 'totalAmount'>,
) {
  const createIntent = useCreatePaymentIntent();
  const confirmSandbox = useConfirmSandboxPayment();
  const process = useProcessPayment();
  return {
    createIntent: () =>
      createIntent.mutateAsync({
        amount: consultation.totalAmount.amount,
        consultationId: consultation.id,
      }),
    confirmSandbox: (body: Schemas['SandboxConfirmRequest']) => confirmSandbox.mutateAsync(body),
    process: (paymentIntentId: string) =>
      process.mutateAsync({ consultationId: consultation.id, paymentIntentId }),
  };
}
