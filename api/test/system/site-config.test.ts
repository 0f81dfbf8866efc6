import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const DAY = 86_400_000;
let app: TestApp;
let defaults: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({
      joinWindowLeadMs: 30 * DAY,
      escrowHoldMs: 90 * 60_000,
    }),
    MARKETING_FIGURES_JSON: JSON.stringify({ verifiedExperts: 350, averageRating: 4.9 }),
  });
  defaults = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await defaults?.close();
});

describe('GET /api/config', () => {
  it('gives anyone the spec’s figures and DESIGN’s durations by default', async () => {
    // The test client checks the body against the contract's SiteConfig.
    const response = await defaults.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body.figures).toEqual({
      verifiedExperts: 200,
      consultations: 5000,
      averageRating: 4.8,
      responseHours: 2,
    });
    expect(response.body.lifecycle).toMatchObject({
      joinWindowLeadMs: 10 * 60_000,
      escrowHoldMs: 48 * 3_600_000,
      fullRefundLeadMs: 24 * 3_600_000,
    });
  });

  it('states the durations the API enforces and the operator’s figures, not fixed ones', async () => {
    const response = await app.client().get('/api/config');
    expect(response.body.lifecycle.joinWindowLeadMs).toBe(30 * DAY);
    expect(response.body.lifecycle.escrowHoldMs).toBe(90 * 60_000);
    expect(response.body.figures).toEqual({
      verifiedExperts: 350,
      consultations: 5000,
      averageRating: 4.9,
      responseHours: 2,
    });
  });
});
