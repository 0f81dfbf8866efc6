// A payment intent id in a request is visible ASCII (Stripe's `pi_…`, the sandbox's). Contract fuzzing sent one with
// a NUL byte to the sandbox card form: PostgreSQL refused to compare it and the API answered 500. Now every operation
// that names an intent answers 400 naming `paymentIntentId`, before it reaches the database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';

describe('payment intent ids', () => {
  let app: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    app = await startTestApp();
    client = await createSignedInUser(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

  it.each([
    ['a NUL byte', 'pi_\u0000sandbox'],
    ['a control character', 'pi_\u0013sandbox'],
    ['a space inside', 'pi_ sandbox'],
    ['letters outside ASCII', 'pi_sändbox'],
  ])('refuses an id with %s with 400 on the card form and process-payment', async (_, id) => {
    const confirm = await client.client.request('POST', '/api/payments/sandbox/confirm', {
      body: { paymentIntentId: id, ...card },
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(confirm.body.error)).toContain('paymentIntentId');
    const processed = await client.client.request('POST', '/api/process-payment', {
      body: { consultationId: randomUUID(), paymentIntentId: id },
    });
    expect(processed.status).toBe(400);
    expect(processed.body.error.code).toBe('validation_failed');
  });

  it('still looks a well-formed id up: an unknown one is 404', async () => {
    const confirm = await client.client.request('POST', '/api/payments/sandbox/confirm', {
      body: { paymentIntentId: 'pi_sb_unknown', ...card },
    });
    expect(confirm.status).toBe(404);
    expect(confirm.body.error.code).toBe('payment_not_found');
  });
});
