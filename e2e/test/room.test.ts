// The consultation room from two real browsers against the whole stack: live chat both ways, a stranger
// refused, history kept across a reconnect and an API restart, and peer-to-peer video between the two
// parties with Chromium's fake camera and microphone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptDisclaimer,
  consultationBetween,
  DEMO,
  launchChromium,
  openRoom,
  remoteVideoLive,
  signedIn,
  stranger,
} from './support/parties.js';
import { shotsOfFailure } from './support/portal.js';
import { servePages, startApi, type Api, type Pages } from './support/stack.js';

let pages: Pages;
let api: Api;
let browser: Browser;
let client: BrowserContext;
let expert: BrowserContext;

beforeAll(async () => {
  pages = await servePages();
  api = await startApi(
    {
      // Start is allowed long before the booked hour, so a test can hold the consultation now.
      LIFECYCLE_CONFIG_JSON: JSON.stringify({ joinWindowLeadMs: 60 * 24 * 3_600_000 }),
      // Two pages on one machine reach each other directly; no STUN server is reachable here.
      ICE_SERVERS_JSON: '[]',
    },
    pages.origin,
  );
  browser = await launchChromium();
  client = await signedIn(browser, api.url, DEMO.client);
  expert = await signedIn(browser, api.url, DEMO.expert);
});

// A failed test leaves a screenshot of every open page (in SHOTS_DIR).
afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await pages?.close();
});

const open = (context: BrowserContext, id: string) => openRoom(context, pages.origin, api.url, id);
const chatStatus = (page: Page) => page.locator('.eb-chat__status');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect.poll(() => messageBox(page).inputValue()).toBe('');
}

const seen = (page: Page, text: string) =>
  expect.poll(() => log(page).getByText(text, { exact: true }).count(), { timeout: 15_000 });

describe('chat in the room', () => {
  let consultationId: string;
  let clientPage: Page;
  let expertPage: Page;

  beforeAll(async () => {
    // Confirmed, not started: the parties may already talk before the session.
    consultationId = (await consultationBetween(api.url, client, expert, false)).id;
    clientPage = await open(client, consultationId);
    expertPage = await open(expert, consultationId);
  });

  it('carries messages live between the two parties', async () => {
    await expect.poll(() => chatStatus(clientPage).textContent()).toBe('Connected');
    await expect.poll(() => chatStatus(expertPage).textContent()).toBe('Connected');
    await say(clientPage, 'Hello Ethan, I have my GST questions ready.');
    await seen(expertPage, 'Hello Ethan, I have my GST questions ready.').toBe(1);
    await say(expertPage, 'Kia ora Charlotte, go ahead.');
    await seen(clientPage, 'Kia ora Charlotte, go ahead.').toBe(1);
    // Each side sees its own message once, as 'You'.
    await seen(clientPage, 'Hello Ethan, I have my GST questions ready.').toBe(1);
    await expect
      .poll(() => log(clientPage).getByRole('listitem').last().textContent())
      .toContain('Ethan');
  });

  it('tells a third user nothing', async () => {
    const outsider = await stranger(browser, api.url);
    const page = await open(outsider, consultationId);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consultation Not Found');
    expect(await page.getByText('Hello Ethan').count()).toBe(0);
    await outsider.close();
  });

  it('gives a party who was away everything sent meanwhile', async () => {
    await expertPage.close();
    await say(clientPage, 'Sent while you were away.');
    expertPage = await open(expert, consultationId);
    await seen(expertPage, 'Sent while you were away.').toBe(1);
    await seen(expertPage, 'Hello Ethan, I have my GST questions ready.').toBe(1);
  });

  it('reconnects by itself after the API restarts, and the history survives', async () => {
    await api.restart();
    await expect
      .poll(() => chatStatus(clientPage).textContent(), { timeout: 30_000 })
      .toBe('Connected');
    await expect
      .poll(() => chatStatus(expertPage).textContent(), { timeout: 30_000 })
      .toBe('Connected');
    await say(expertPage, 'Back after the restart.');
    await seen(clientPage, 'Back after the restart.').toBe(1);
    // A fresh page reads the whole conversation back from the database.
    await clientPage.reload();
    await seen(clientPage, 'Kia ora Charlotte, go ahead.').toBe(1);
    await seen(clientPage, 'Back after the restart.').toBe(1);
    expect(await log(clientPage).getByRole('listitem').count()).toBe(4);
  });
});

// By selector, not role: an empty notice is not displayed, so it has no role to find.
const notice = (page: Page) =>
  page.getByRole('region', { name: 'Video Call' }).locator('[role=status]').textContent();

describe('video in the room', () => {
  let consultationId: string;
  let clientPage: Page;
  let expertPage: Page;

  beforeAll(async () => {
    consultationId = (await consultationBetween(api.url, client, expert)).id;
    clientPage = await open(client, consultationId);
    expertPage = await open(expert, consultationId);
    // The demo expert advises on tax: the room asks both parties to accept the disclaimer first.
    await acceptDisclaimer(clientPage);
    await acceptDisclaimer(expertPage);
  });

  it('connects the two parties: each receives the other’s live camera', async () => {
    await clientPage.getByRole('button', { name: 'Start Video' }).click();
    await expect
      .poll(() => notice(clientPage))
      .toMatch(/Waiting for Ethan Walker|Ethan Walker is in the room/);
    await expertPage.getByRole('button', { name: 'Start Video' }).click();
    await expect
      .poll(() => remoteVideoLive(clientPage, 'Ethan Walker'), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(() => remoteVideoLive(expertPage, 'Charlotte Ngata'), { timeout: 30_000 })
      .toBe(true);
    expect(await notice(clientPage)).toBe('');
  });

  it('mutes and turns the camera off on the local tracks', async () => {
    await clientPage.getByRole('button', { name: 'Mute microphone' }).click();
    await clientPage.getByRole('button', { name: 'Turn camera off' }).click();
    const enabled = await clientPage
      .getByRole('region', { name: 'Video Call' })
      .evaluate((region) => {
        const stream = region.querySelector<HTMLVideoElement>('video[aria-label="Your video"]')
          ?.srcObject as MediaStream;
        return stream
          .getTracks()
          .map((track) => `${track.kind}:${track.enabled}`)
          .sort();
      });
    expect(enabled).toEqual(['audio:false', 'video:false']);
    await clientPage.getByRole('button', { name: 'Unmute microphone' }).click();
    await clientPage.getByRole('button', { name: 'Turn camera on' }).click();
  });

  it('waits when the other party leaves, and resumes when they come back', async () => {
    await expertPage.close();
    await expect
      .poll(() => notice(clientPage), { timeout: 30_000 })
      .toContain('Waiting for Ethan Walker to join the video call');
    expertPage = await open(expert, consultationId);
    await expertPage.getByRole('button', { name: 'Start Video' }).click();
    await expect
      .poll(() => remoteVideoLive(clientPage, 'Ethan Walker'), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(() => remoteVideoLive(expertPage, 'Charlotte Ngata'), { timeout: 30_000 })
      .toBe(true);
  });

  it('says so when the camera is blocked', async () => {
    const blocking = await launchChromium({ grantMedia: false });
    try {
      const context = await signedIn(blocking, api.url, DEMO.client);
      const page = await open(context, consultationId);
      await acceptDisclaimer(page);
      await page.getByRole('button', { name: 'Start Video' }).click();
      await expect
        .poll(() => notice(page), { timeout: 15_000 })
        .toContain('Camera or microphone access was blocked');
      expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    } finally {
      await blocking.close();
    }
  });
});
