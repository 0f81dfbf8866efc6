// The Stripe webhook reads only bodies that are events. A correctly signed body without the event's fields (its
// `id`, `type`, `created` and `data.object`) was a 500: the handler read `data.object` of nothing, or stored an event
// without an id. Found by contract fuzzing once it could sign its requests (STRIPE_WEBHOOK_SECRET, which the sandbox
// gateway signs and verifies with when set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/modules/payments/gateway/gateway-webhooks.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const SECRET = 'whsec_eventshape';

describe('POST /api/webhooks/stripe', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  });

  afterAll(async () => {
    await app?.close();
  });

  const deliver = (event: unknown) => {
    const payload = JSON.stringify(event);
    return app.client().request('POST', '/api/webhooks/stripe', {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signWebhook(payload, SECRET, Math.floor(Date.now() / 1000)),
      },
    });
  };

  const event = {
    id: 'evt_shape_1',
    object: 'event',
    type: 'payment_intent.created',
    created: 1_790_000_000,
    data: { object: { id: 'pi_shape_1', object: 'payment_intent' } },
  };

  it.each([
    ['an empty object', {}],
    ['an event without data', { ...event, data: undefined }],
    ['an event whose data has no object', { ...event, data: {} }],
    ['an event whose data.object is a list', { ...event, data: { object: [] } }],
    ['an event without an id', { ...event, id: undefined }],
    ['an event whose id is a number', { ...event, id: 7 }],
    ['an event with an empty type', { ...event, type: '' }],
    ['an event with an id over 255 characters', { ...event, id: `evt_${'x'.repeat(252)}` }],
    ['an event without created', { ...event, created: undefined }],
    ['a list', [event]],
    ['a string', 'evt_shape_1'],
  ])(
    'refuses a signed body that is %s with 400 invalid_event, recording nothing',
    async (_, body) => {
      const response = await deliver(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_event');
      const recorded = await app.db.knex('webhook_events').count({ n: '*' }).first();
      expect(Number(recorded?.n)).toBe(0);
    },
  );

  it('takes a signed event, once', async () => {
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    const rows = await app.db.knex('webhook_events').select('id', 'type');
    expect(rows).toEqual([{ id: 'evt_shape_1', type: 'payment_intent.created' }]);
  });
});
