import { describe, expect, it } from 'vitest';
import { resolveLifecycleConfig } from '@expertbridge/workflows';
import { assembleEvidence } from './card-dispute-evidence.js';
import type { EvidenceFacts } from './card-dispute-evidence.repository.js';

const facts: EvidenceFacts = {
  consultation: {
    id: 'c-1',
    title: 'Tax return review',
    status: 'completed',
    durationMinutes: 60,
    scheduledAt: new Date('2026-03-02T01:00:00Z'),
    endsAt: new Date('2026-03-02T02:00:00Z'),
    bookedAt: new Date('2026-02-20T08:30:00Z'),
    completedAt: new Date('2026-03-02T02:01:00Z'),
    completedBy: 'expert',
    totalAmount: 18_000,
    currency: 'NZD',
    terms: resolveLifecycleConfig({}),
  },
  client: { name: 'Charlotte Ngata', email: 'charlotte@example.com' },
  expertName: 'Ethan Walker',
  payments: [
    { paymentIntentId: 'pi_1', amount: 18_000, succeededAt: new Date('2026-02-20T08:31:00Z') },
  ],
  attendance: [
    {
      role: 'client',
      joinedAt: new Date('2026-03-02T00:58:00Z'),
      leftAt: new Date('2026-03-02T02:00:00Z'),
    },
  ],
  chat: {
    sha256: 'a'.repeat(64),
    messages: 12,
    firstAt: new Date('2026-03-02T01:01:00Z'),
    lastAt: new Date('2026-03-02T01:55:00Z'),
  },
  review: { rating: 5, comment: 'Very helpful', createdAt: new Date('2026-03-02T03:00:00Z') },
};

describe('card dispute evidence', () => {
  it('states the terms accepted at booking, the attendance, the chat digest, the completion and the review', () => {
    const evidence = assembleEvidence(facts, {
      amount: 18_000,
      currency: 'NZD',
      reason: 'fraudulent',
      note: 'Called the client on 3 March.',
    });
    expect(evidence.customer_email_address).toBe('charlotte@example.com');
    expect(evidence.service_date).toBe('2026-03-02');
    expect(evidence.cancellation_policy_disclosure).toContain('2026-02-20T08:30:00.000Z');
    expect(evidence.cancellation_policy_disclosure).toContain('full refund up to 24 hours');
    expect(evidence.access_activity_log).toBe(
      'client joined 2026-03-02T00:58:00.000Z, left 2026-03-02T02:00:00.000Z',
    );
    expect(evidence.uncategorized_text).toContain(
      `Chat transcript: 12 messages from 2026-03-02T01:01:00.000Z to 2026-03-02T01:55:00.000Z, sha-256 ${'a'.repeat(64)}.`,
    );
    expect(evidence.uncategorized_text).toContain('completed 2026-03-02T02:01:00.000Z by expert');
    expect(evidence.uncategorized_text).toContain('5/5 "Very helpful"');
    expect(evidence.uncategorized_text).toContain(
      'Note from ExpertBridge: Called the client on 3 March.',
    );
  });

  it('says so when nobody joined and no review was left', () => {
    const evidence = assembleEvidence(
      { ...facts, attendance: [], review: null },
      { amount: 18_000, currency: 'NZD', reason: 'product_not_received', note: null },
    );
    expect(evidence.access_activity_log).toBe('Nobody joined the consultation room.');
    expect(evidence.uncategorized_text).toContain('The client left no review.');
    expect(evidence.uncategorized_text).not.toContain('Note from ExpertBridge');
  });
});
