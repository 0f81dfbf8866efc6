// The Stripe gateway's card dispute requests, checked by stripe-mock against Stripe's OpenAPI: reading a dispute,
// submitting its evidence, and reversing the consultation's transfer, each with the parameters Stripe knows.
import { describe, expect, it } from 'vitest';
import { useRecordingStripeMock } from '../helpers/stripe-mock.js';

const stripe = useRecordingStripeMock();

const consultationId = '6f1c2a4e-8a43-4d0b-9a57-1c1f3f0c2b11';

describe('Stripe card disputes against stripe-mock', () => {
  it('reads a dispute by id', async () => {
    // stripe-mock's fixture dispute is in USD, a currency the platform never charges in: read, then refused.
    await expect(stripe.gateway.retrieveDispute('dp_123')).rejects.toMatchObject({
      code: 'currency_invalid',
    });
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({ method: 'GET', path: '/v1/disputes/dp_123' });
  });

  it('submits the evidence with the idempotency key', async () => {
    // Accepted by stripe-mock (a parameter it did not know would be invalid_request_error); its USD fixture is then
    // refused as a currency the platform never charges in.
    const submitted = stripe.gateway.submitDisputeEvidence({
      disputeId: 'dp_123',
      evidence: {
        product_description: 'Online consultation',
        customer_email_address: 'client@example.com',
        access_activity_log: 'client joined 2026-01-01T00:00:00.000Z',
        uncategorized_text: 'Chat transcript: 3 messages',
      },
      submit: true,
      idempotencyKey: `consultation-${consultationId}:card-dispute-dp_123-evidence`,
    });
    await expect(submitted).rejects.toMatchObject({ code: 'currency_invalid' });
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/disputes/dp_123',
      idempotency_key: `consultation-${consultationId}:card-dispute-dp_123-evidence`,
      body: {
        evidence: {
          product_description: 'Online consultation',
          customer_email_address: 'client@example.com',
          access_activity_log: 'client joined 2026-01-01T00:00:00.000Z',
          uncategorized_text: 'Chat transcript: 3 messages',
        },
        submit: true,
      },
    });
  });

  it("reverses the consultation's transfer, found by its transfer group, with the idempotency key", async () => {
    const reversal = await stripe.gateway.reverseTransfer({
      transferGroup: consultationId,
      amount: 15_300,
      idempotencyKey: `consultation-${consultationId}:card-dispute-dp_123-reversal`,
    });
    expect(reversal.id).toMatch(/^trr_/);
    expect(stripe.requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', `/v1/transfers?transfer_group=${consultationId}&limit=1`],
      ['POST', expect.stringMatching(/^\/v1\/transfers\/tr_\w+\/reversals$/)],
    ]);
    expect(stripe.requests[1]).toMatchObject({
      idempotency_key: `consultation-${consultationId}:card-dispute-dp_123-reversal`,
      body: {
        amount: 15_300,
        // The key again, so that a retry can find a partial reversal whose answer was lost.
        metadata: {
          transferGroup: consultationId,
          idempotencyKey: `consultation-${consultationId}:card-dispute-dp_123-reversal`,
        },
      },
    });
  });
});
