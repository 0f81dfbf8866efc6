// What experts and admins do in the portal, in Chromium against the stack as `npm start` runs it: an expert
// applies through the wizard, an admin (switching the admin pages to English) records the verification checklist
// and approves, and the new expert is in the directory; an admin finds a consultation four days overdue, reminds both
// parties and auto-completes it. On PostgreSQL when TEST_DATABASE_URL names a server (as CI does): the overdue journey
// moves a consultation's times into the past in the database, which PGlite (held by the API process) cannot share.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consultationBetween, DEMO, launchChromium, signedIn } from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';
import { startTimeSkippingTemporal, type SkippingTemporal } from './support/time-skipping.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `eb_e2e_${randomUUID().replaceAll('-', '')}`;
const databaseUrl = serverUrl ? withDatabase(serverUrl, databaseName) : undefined;

let api: Api;
let browser: Browser;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl!, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (serverUrl) await onServer(`CREATE DATABASE ${databaseName}`);
  api = await startPortal({
    LIFECYCLE_CONFIG_JSON: JSON.stringify({ joinWindowLeadMs: 30 * DAY }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

const admin = () => signedIn(browser, api.url, 'admin@demo.expertbridge.test');

/** Switches the admin pages from Korean (the spec's default) to the English catalogue. */
async function inEnglish(page: Page) {
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Language' }).waitFor();
}

describe('an expert application', () => {
  it('goes from the wizard through the checklist and approval into the directory', async () => {
    const surname = `Tūhoe${Date.now().toString(36)}`;
    const applicant: BrowserContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const registered = await applicant.request.post(`${api.url}/api/auth/email/register`, {
      data: {
        firstName: 'Mere',
        lastName: surname,
        email: `mere-${Date.now()}@example.co.nz`,
        password: 'mere-password',
      },
    });
    expect(registered.ok()).toBe(true);
    const page = await applicant.newPage();
    await page.goto(`${api.url}/become-expert`);
    await page.getByRole('heading', { level: 1, name: 'Apply to Become an Expert' }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isDisabled()).toBe(true);
    await page.getByLabel(/^Professional title/).fill('Employment Lawyer for Small Businesses');
    await page
      .getByLabel(/^Bio/)
      .fill(
        'I help small businesses in Wellington with employment agreements, restructures and personal grievances.',
      );
    await page.getByLabel(/^Category/).selectOption({ label: 'Legal Services' });
    await expectAccessible(page, 'wizard step 1');
    await shot(page, 'application-01-wizard');
    await next.click();
    await page
      .getByLabel(/^Experience/)
      .fill('Nine years in employment law, the last four running my own practice.');
    await page
      .getByLabel(/^Qualifications/)
      .fill('LLB (Victoria), admitted barrister and solicitor of the High Court.');
    await next.click();
    await page.getByLabel(/^Hourly rate/).fill('240');
    await page.getByLabel(/^Location/).selectOption('Wellington');
    await next.click();
    await sees(page, 'Employment Lawyer for Small Businesses');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${api.url}/expert-application-success`);
    await sees(page, 'Under Review');
    await expectAccessible(page, 'application submitted');
    await shot(page, 'application-02-submitted');

    const reviewer = await admin();
    const adminPage = await reviewer.newPage();
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto(`${api.url}/admin/applications`);
    await adminPage.getByRole('heading', { level: 1, name: '전문가 신청 심사' }).waitFor();
    await inEnglish(adminPage);
    await adminPage.getByRole('heading', { level: 1, name: 'Expert Applications' }).waitFor();
    await adminPage
      .locator('li', { hasText: surname })
      .getByRole('button', { name: 'Review' })
      .click();
    const checklist = adminPage.getByRole('region', { name: 'Verification checklist' });
    for (const item of [
      'Professional licence or certification',
      'Government photo ID',
      'Proof of experience',
      'Professional indemnity insurance (if applicable)',
      'Criminal background check (some professions)',
    ]) {
      const form = checklist.getByRole('form', { name: item });
      await form.getByRole('button', { name: 'Record' }).click();
      await expect.poll(() => form.count()).toBe(1);
      await checklist
        .locator('li', { hasText: item })
        .getByText(/^Verified by /)
        .waitFor();
    }
    await expectAccessible(adminPage, 'application review');
    await shot(adminPage, 'application-03-checklist');
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await sees(adminPage, 'Application approved');

    const visitor = await browser.newPage();
    await visitor.goto(`${api.url}/experts?searchTerm=${encodeURIComponent(surname)}`);
    await sees(visitor, 'Found 1 expert(s)');
    await sees(visitor, 'Employment Lawyer for Small Businesses');
    await shot(visitor, 'application-04-in-directory');
    await Promise.all([applicant.close(), reviewer.close(), visitor.close()]);
  });
});

describe('an overdue consultation', () => {
  // This journey's stack joins Temporal's time-skipping test server instead of the dev server, with a database
  // of its own: the test moves the workflows' clock days past the consultation's end and the consultation's
  // times in the database back by as much, so that the workflow (which decides whether a reminder may go) and
  // the overdue page (which reads the database against the real clock) agree on how overdue it is.
  const skippingDatabase = `${databaseName}_skip`;
  let stack: Api;
  let temporal: SkippingTemporal;

  beforeAll(async () => {
    if (!serverUrl) return;
    await onServer(`CREATE DATABASE ${skippingDatabase}`);
    temporal = await startTimeSkippingTemporal();
    stack = await startPortal({
      LIFECYCLE_CONFIG_JSON: JSON.stringify({ joinWindowLeadMs: 30 * DAY }),
      DATABASE_URL: withDatabase(serverUrl, skippingDatabase),
      TEMPORAL_ADDRESS: temporal.address,
    });
  });

  afterAll(async () => {
    await stack?.close();
    await temporal?.stop();
    if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${skippingDatabase} WITH (FORCE)`);
  });

  /** Moves the workflows' clock `ms` forward and the consultation's times in the database `ms` back. */
  async function letTimePass(consultationId: string, ms: number, moveWorkflowClock = true) {
    if (moveWorkflowClock) await temporal.skip(ms);
    const db = new pg.Client({ connectionString: withDatabase(serverUrl!, skippingDatabase) });
    await db.connect();
    try {
      await db.query(
        `UPDATE consultations SET scheduled_at = scheduled_at - $2 * interval '1 millisecond',
         ends_at = ends_at - $2 * interval '1 millisecond' WHERE id = $1`,
        [consultationId, ms],
      );
    } finally {
      await db.end();
    }
  }

  it.skipIf(!serverUrl)(
    "is listed as urgent, reminded with the admin's words and auto-completed by an admin",
    async () => {
      const client = await signedIn(browser, stack.url, DEMO.client);
      const expert = await signedIn(browser, stack.url, DEMO.expert);
      const consultation = await consultationBetween(stack.url, client, expert, true);
      // Four days after its end (whole hours moved, so the times stay on the hour), the session was started and
      // never ended.
      const overdueFor =
        Math.ceil((Date.parse(consultation.endsAt) - Date.now()) / HOUR) * HOUR + 4 * DAY;
      await letTimePass(consultation.id, overdueFor);

      const reviewer = await signedIn(browser, stack.url, 'admin@demo.expertbridge.test');
      const page = await reviewer.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${stack.url}/admin/pending`);
      await page.getByRole('heading', { level: 1, name: '완료 지연 상담' }).waitFor();
      await expectAccessible(page, 'overdue (Korean)');
      await shot(page, 'overdue-01-korean');
      await inEnglish(page);
      await page.getByRole('heading', { level: 1, name: 'Overdue Consultations' }).waitFor();
      await sees(page, consultation.title);
      await sees(page, 'Urgent');
      await sees(page, '4 day(s) since it ended');
      await sees(page, 'Started, not completed');
      await shot(page, 'overdue-02-urgent');

      const words = 'Please complete the consultation or tell us what went wrong.';
      await page.getByRole('button', { name: `Send reminder: ${consultation.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remind both parties' });
      await dialog.getByLabel(/^Message/).fill(words);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await sees(page, 'Reminder sent');
      await dialog.waitFor({ state: 'hidden' });
      await shot(page, 'overdue-03-reminded');
      // Both parties have the admin's words among their notifications.
      for (const party of [client, expert]) {
        await expect
          .poll(async () => {
            const answer = await party.request.get(`${stack.url}/api/notifications`);
            const { items } = (await answer.json()) as { items: { body: string }[] };
            return items.some((n) => n.body === words);
          })
          .toBe(true);
      }

      // Eight days after its end by the page's clock, the consultation is due for auto-completion. (The
      // workflow's clock stays at four days: at seven it would complete the consultation itself, which the
      // workflows package's overdue tests show.)
      await letTimePass(consultation.id, 4 * DAY, false);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('button', { name: 'Auto-complete (1)' }).click();
      await page
        .getByRole('dialog', { name: 'Complete overdue consultations?' })
        .getByRole('button', { name: 'Complete them' })
        .click();
      await sees(page, 'Completed 1 consultation(s)');
      await expect
        .poll(
          async () =>
            (
              await (
                await client.request.get(`${stack.url}/api/consultations/${consultation.id}`)
              ).json()
            ).status,
        )
        .toBe('completed');
      await sees(page, 'No overdue consultations');
      await shot(page, 'overdue-04-completed');
      await Promise.all([client.close(), expert.close(), reviewer.close()]);
    },
  );
});
