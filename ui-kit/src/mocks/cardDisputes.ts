import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse } from './examples.js';
import { operationPattern } from './handlers.js';

// Card disputes (chargebacks) in each state the admins' page shows, with deadlines counted from now so
// "in N days" and "overdue" read the same whenever the stories run; and an in-memory card disputes API
// that keeps the note and sends the evidence, answering 409 once it is sent.

type CardDispute = components['schemas']['CardDispute'];

const DAY = 24 * 60 * 60 * 1000;
/** A time this many days from when the module loads (negative: in the past). */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const nzd = (amount: number) => ({ amount, currency: 'NZD' as const });
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const charlotte = { name: 'Charlotte Ngata', email: 'charlotte.ngata@example.nz' };
const liam = { name: 'Liam Nguyen', email: 'liam.nguyen@example.com.au' };

/** The evidence the workflow assembles for a consultation held in full and reviewed. */
const assembled = (
  title: string,
  expert: string,
  client: { name: string; email: string },
  payment: string,
): Record<string, string> => ({
  product_description: `Online consultation "${title}" (60 minutes, live video) with ${expert}.`,
  customer_name: client.name,
  customer_email_address: client.email,
  service_date: daysFromNow(-20).slice(0, 10),
  access_activity_log: `client joined ${daysFromNow(-20)}, left ${daysFromNow(-19.96)}\nexpert joined ${daysFromNow(-20)}, left ${daysFromNow(-19.96)}`,
  cancellation_policy_disclosure:
    'Accepted when paying, at booking: free cancellation with a full refund up to 24 hours before the start; free rescheduling up to 24 hours before it.',
  refund_policy_disclosure:
    'Accepted when paying, at booking: the payment is held for 72 hours after completion, during which the client may report a problem for review; a no-show by the expert is refunded in full.',
  uncategorized_text: [
    `Booking: "${title}", 60 minutes with ${expert}.`,
    `Payments: pi_3QxSandbox ${payment} succeeded.`,
    'Status: completed by the client.',
    'Chat transcript: 14 messages, sha-256 9f2c4e0b7a1d.',
    'The client\'s review: 5/5 "Clear and practical advice."',
  ].join('\n'),
});

/** The bank says the card was used without the holder's consent; the payout still waits in escrow. */
export const fraudulentCardDispute: CardDispute = {
  id: 'dp_1QxFraudulent',
  consultationId: '5b0c1f4e-8d2a-4c3b-9e7f-1a2b3c4d5e6f',
  consultationTitle: 'GST registration for my new business',
  status: 'needs_response',
  reason: 'fraudulent',
  disputed: nzd(18000),
  fee: nzd(2500),
  fromEscrow: nzd(18000),
  reversed: nzd(0),
  owedByExpert: nzd(0),
  evidenceDueBy: daysFromNow(6.5),
  evidence: assembled(
    'GST registration for my new business',
    'Ethan Walker',
    charlotte,
    'NZD 180.00',
  ),
  evidenceSubmittedAt: null,
  adminNote: null,
  openedAt: daysFromNow(-2),
};

/** Paid out already: part reversed from the expert, the rest owed; the deadline has passed unanswered. */
export const overdueCardDispute: CardDispute = {
  id: 'dp_1QxOverdue',
  consultationId: '6c1d2e5f-9e3b-4d4c-8f80-2b3c4d5e6f70',
  consultationTitle: 'Selling an investment property in Brisbane',
  status: 'needs_response',
  reason: 'product_not_received',
  disputed: aud(24000),
  fee: aud(2500),
  fromEscrow: aud(0),
  reversed: aud(15000),
  owedByExpert: aud(5400),
  evidenceDueBy: daysFromNow(-1.5),
  evidence: assembled('Selling an investment property in Brisbane', 'Mei Chen', liam, 'AUD 240.00'),
  evidenceSubmittedAt: null,
  adminNote: null,
  openedAt: daysFromNow(-20),
};

/** An early warning from the bank: nothing withdrawn yet, the evidence not assembled yet. */
export const warningCardDispute: CardDispute = {
  id: 'dp_1QxWarning',
  consultationId: '7d2e3f60-af4c-4e5d-9091-3c4d5e6f7081',
  consultationTitle: 'Planning a small-business budget',
  status: 'warning_needs_response',
  reason: 'unrecognized',
  disputed: nzd(9000),
  fee: nzd(0),
  fromEscrow: nzd(0),
  reversed: nzd(0),
  owedByExpert: nzd(0),
  evidenceDueBy: daysFromNow(2.5),
  evidence: null,
  evidenceSubmittedAt: null,
  adminNote: null,
  openedAt: daysFromNow(-1),
};

/** Evidence sent yesterday with an admin's note; the bank is deciding. */
export const sentCardDispute: CardDispute = {
  ...fraudulentCardDispute,
  id: 'dp_1QxSent',
  consultationId: '8e3f4071-b05d-4f6e-a1a2-4d5e6f708192',
  consultationTitle: 'Visa options for a skilled migrant',
  status: 'under_review',
  reason: 'duplicate',
  disputed: nzd(12000),
  fromEscrow: nzd(0),
  reversed: nzd(10200),
  evidenceDueBy: daysFromNow(10.5),
  evidence: {
    ...assembled('Visa options for a skilled migrant', 'Ethan Walker', charlotte, 'NZD 120.00'),
    uncategorized_text: 'Note from ExpertBridge: The client booked twice; the second was refunded.',
  },
  evidenceSubmittedAt: daysFromNow(-1),
  adminNote: 'The client booked twice; the second was refunded.',
};

/** Deliberately not in deadline order: the page orders them itself. */
export const cardDisputes = [
  fraudulentCardDispute,
  sentCardDispute,
  overdueCardDispute,
  warningCardDispute,
];

/**
 * A card disputes API held in memory. Submitting keeps the note and, as the workflow does moments later,
 * marks the evidence sent (the answer itself, like the API's, still has it unsent); a second submit is a
 * 409, a blank note a 400 naming the field. `reset` restores the starting list.
 */
export function cardDisputesApi(initial: CardDispute[] = cardDisputes) {
  let items = structuredClone(initial);
  return {
    reset: () => void (items = structuredClone(initial)),
    current: (id: string) => items.find((item) => item.id === id),
    handlers: (): HttpHandler[] => [
      http.get(operationPattern('listCardDisputes'), () => HttpResponse.json({ items })),
      http.post(operationPattern('submitCardDisputeEvidence'), async ({ request, params }) => {
        const { note } = (await request.json()) as { note: string };
        const item = items.find((candidate) => candidate.id === params.disputeId);
        if (!item) {
          return HttpResponse.json(exampleResponse('submitCardDisputeEvidence', 404), {
            status: 404,
          });
        }
        if (!note.trim()) {
          const error = { code: 'validation_failed', message: 'The request is not valid' };
          return HttpResponse.json(
            {
              error: {
                ...error,
                details: { note: 'Too small: expected string to have >=1 characters' },
              },
            },
            { status: 400 },
          );
        }
        if (item.evidenceSubmittedAt) {
          const message =
            'The evidence for this card dispute has been sent or the dispute is closed';
          return HttpResponse.json({ error: { code: 'invalid_state', message } }, { status: 409 });
        }
        const answer = { ...item, adminNote: note.trim() };
        Object.assign(item, answer, { evidenceSubmittedAt: new Date().toISOString() });
        return HttpResponse.json(answer, { status: 202 });
      }),
    ],
  };
}

/** The shared in-memory API of the card disputes stories and tests. */
export const cardDisputesServer = cardDisputesApi();
