// One consultation from booking to `confirmed` over HTTP, as the portal drives it: the client books, creates the
// payment intent, pays on the sandbox card form with 4242…, asks the server to process the payment; the expert
// accepts. Each step is timed; the first unexpected answer ends the lifecycle as an error.
import type { BenchResponse, BenchSession } from './bench-session.js';

export const STEPS = ['book', 'intent', 'card', 'process', 'accept'] as const;
export type Step = (typeof STEPS)[number];

/**
 * process-payment answers `pending` once the database says so, which the workflow's activity writes before the
 * workflow itself has moved on; an accept in between is refused (409, "… that is pending_payment"). The bench does
 * what an expert would, tries again, and counts how often it had to.
 */
const ACCEPT_RETRY_MS = 50;
/** How long the expert keeps trying: as long as the bench waits for any one answer. */
const ACCEPT_RETRY_FOR_MS = 30_000;

export interface LifecycleResult {
  /** The booking's id, once it was made. */
  consultationId?: string;
  /** Milliseconds from the booking request to the expert's acceptance, when it got there. */
  totalMs?: number;
  /** performance.now() when it got there. */
  confirmedAt?: number;
  stepMs: Partial<Record<Step, number>>;
  /** Accepts refused because the workflow had not yet taken in the payment process-payment reported. */
  acceptRetries: number;
  /** process-payment gave up waiting (5 s) for the payment to be recorded and answered `pending_payment`. */
  processedEarly: boolean;
  /** `step: status code` of the answer that stopped it. */
  failure?: string;
}

class StepFailed extends Error {}

/** A client's booking of one hour with the expert at `scheduledAt`, priced by the server. */
export function book(client: BenchSession, expertId: string, scheduledAt: Date) {
  return client.request('POST', '/api/consultations', {
    expertId,
    title: 'GST registration for my new business',
    duration: 60,
    scheduledAt: scheduledAt.toISOString(),
  });
}

export async function runLifecycle(
  client: BenchSession,
  expert: { id: string; session: BenchSession },
  scheduledAt: Date,
): Promise<LifecycleResult> {
  const stepMs: LifecycleResult['stepMs'] = {};
  let acceptRetries = 0;
  let processedEarly = false;
  let consultationId: string | undefined;
  const started = performance.now();
  const step = async (
    name: Step,
    expected: number,
    send: () => Promise<BenchResponse>,
  ): Promise<BenchResponse['body']> => {
    const at = performance.now();
    const { status, body } = await send().catch((error: unknown) => {
      throw new StepFailed(`${name}: ${(error as Error).name}`);
    });
    stepMs[name] = performance.now() - at;
    if (status !== expected) {
      throw new StepFailed(`${name}: ${status} ${body.error?.code ?? body.error?.message ?? ''}`);
    }
    return body;
  };
  try {
    const booked = await step('book', 201, () => book(client, expert.id, scheduledAt));
    consultationId = booked.id as string;
    const intent = await step('intent', 200, () =>
      client.request('POST', '/api/create-payment-intent', {
        amount: (booked.totalAmount as { amount: number }).amount,
        consultationId,
      }),
    );
    const paymentIntentId = intent.paymentIntentId as string;
    await step('card', 200, () =>
      client.request('POST', '/api/payments/sandbox/confirm', {
        paymentIntentId,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }),
    );
    const processed = await step('process', 200, () =>
      client.request('POST', '/api/process-payment', { consultationId, paymentIntentId }),
    );
    if (processed.status === 'pending_payment') processedEarly = true;
    else if (processed.status !== 'pending') {
      throw new StepFailed(`process: ${String(processed.status)}`);
    }
    const accepted = await step('accept', 200, async () => {
      const giveUpAt = performance.now() + ACCEPT_RETRY_FOR_MS;
      for (;;) {
        const answer = await expert.session.request(
          'PATCH',
          `/api/consultations/${consultationId}`,
          { status: 'confirmed' },
        );
        const early =
          answer.status === 409 && answer.body.error?.message?.includes('pending_payment');
        if (!early || performance.now() > giveUpAt) return answer;
        acceptRetries++;
        await new Promise((resolve) => setTimeout(resolve, ACCEPT_RETRY_MS));
      }
    });
    if (accepted.status !== 'confirmed') throw new StepFailed(`accept: ${String(accepted.status)}`);
    const confirmedAt = performance.now();
    return {
      consultationId,
      totalMs: confirmedAt - started,
      confirmedAt,
      stepMs,
      acceptRetries,
      processedEarly,
    };
  } catch (error) {
    if (error instanceof StepFailed) {
      return { consultationId, stepMs, acceptRetries, processedEarly, failure: error.message };
    }
    throw error;
  }
}
