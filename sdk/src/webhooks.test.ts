import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError, type PartnerWebhookEvent } from './index.js';

const secret = 'whsec_0123456789abcdef0123456789abcdef';
const event = {
  id: 'evt_5d6c1f0e8a3b4e2f9c1d7b6a',
  type: 'booking.paid',
  createdAt: '2026-11-25T10:00:00.000Z',
  data: { booking: { id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b' } },
};
const payload = JSON.stringify(event);
const t = 1_764_064_800;
const now = t * 1000 + 10_000;

function sign(body: string, key = secret, at = t) {
  return `t=${at},v1=${createHmac('sha256', key).update(`${at}.${body}`).digest('hex')}`;
}

function failure(run: () => unknown): WebhookVerificationError {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
  throw new Error('verifyWebhook accepted it');
}

describe('verifyWebhook', () => {
  it('answers the event when the signature matches the raw body and is recent', () => {
    const verified: PartnerWebhookEvent = verifyWebhook({
      payload,
      header: sign(payload),
      secret,
      now,
    });
    expect(verified).toEqual(event);
    const bytes = new TextEncoder().encode(payload);
    expect(verifyWebhook({ payload: bytes, header: sign(payload), secret, now }).id).toBe(event.id);
  });

  it('accepts any of several v1 signatures (a secret being rotated)', () => {
    const other = sign(payload, 'whsec_old').split(',')[1];
    const header = `${sign(payload)},${other}`;
    expect(verifyWebhook({ payload, header, secret, now }).id).toBe(event.id);
  });

  it('refuses a changed body, another secret and a re-serialised body', () => {
    const header = sign(payload);
    const changed = payload.replace('booking.paid', 'booking.cancelled');
    expect(failure(() => verifyWebhook({ payload: changed, header, secret, now })).reason).toBe(
      'bad_signature',
    );
    expect(
      failure(() => verifyWebhook({ payload, header, secret: 'whsec_another', now })).reason,
    ).toBe('bad_signature');
    const reformatted = JSON.stringify(event, null, 2);
    expect(failure(() => verifyWebhook({ payload: reformatted, header, secret, now })).reason).toBe(
      'bad_signature',
    );
  });

  it('refuses a signature older (or newer) than the tolerance', () => {
    const header = sign(payload);
    const late = (t + 301) * 1000;
    expect(failure(() => verifyWebhook({ payload, header, secret, now: late })).reason).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(verifyWebhook({ payload, header, secret, now: (t + 300) * 1000 }).id).toBe(event.id);
    expect(
      verifyWebhook({ payload, header, secret, now: new Date(late), toleranceSeconds: 600 }).id,
    ).toBe(event.id);
    expect(
      failure(() => verifyWebhook({ payload, header, secret, now: (t - 301) * 1000 })).reason,
    ).toBe('timestamp_out_of_tolerance');
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      null,
      '',
      'v1=abc',
      `t=${t}`,
      `t=soon,${sign(payload).split(',')[1]}`,
    ]) {
      expect(failure(() => verifyWebhook({ payload, header, secret, now })).reason).toBe(
        'malformed_header',
      );
    }
  });

  it('refuses a correctly signed body that is not an event', () => {
    const body = '{"hello":"world"}';
    expect(
      failure(() => verifyWebhook({ payload: body, header: sign(body), secret, now })).reason,
    ).toBe('malformed_payload');
  });
});
