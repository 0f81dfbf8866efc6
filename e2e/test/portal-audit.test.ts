// The browser audit's findings, each as the journey that would have caught it, on one stack and one Chromium:
// every module under `audit/` declares its journeys against the shared context (see audit/context.ts).
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { authJourneys } from './audit/auth.js';
import type { AuditStack } from './audit/context.js';
import { paymentJourneys } from './audit/payment.js';
import { profileJourneys } from './audit/profile.js';
import { dashboardJourneys } from './audit/dashboard.js';
import { onboardingJourneys } from './audit/onboarding.js';
import { textsJourneys } from './audit/texts.js';
import { disputesJourneys } from './audit/disputes.js';
import { followupJourneys } from './audit/followup.js';
import { launchChromium } from './support/parties.js';
import { shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

let api: Api | undefined;
let browser: Browser | undefined;

const stack: AuditStack = {
  get api() {
    if (!api) throw new Error('the stack has not started');
    return api;
  },
  get browser() {
    if (!browser) throw new Error('Chromium has not started');
    return browser;
  },
};

beforeAll(async () => {
  api = await startPortal({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({ joinWindowLeadMs: 30 * 86_400_000 }),
  });
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

// Each journey module registers here, one line each.
paymentJourneys(stack);
profileJourneys(stack);
dashboardJourneys(stack);
authJourneys(stack);
onboardingJourneys(stack);
textsJourneys(stack);
disputesJourneys(stack);
followupJourneys(stack);
