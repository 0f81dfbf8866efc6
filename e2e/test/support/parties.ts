// Signed-in browser contexts for the demo client and expert, and a consultation between them brought to
// the status a test needs through the API itself (book, pay with the sandbox card, accept, start).
import type { components } from '@expertbridge/sdk';
import {
  chromium,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';

type Consultation = components['schemas']['Consultation'];

/** The seeded demo accounts (development only) and their password. */
export const DEMO = {
  client: 'client@demo.expertbridge.test',
  expert: 'expert@demo.expertbridge.test',
  password: 'demo-password',
} as const;

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Host candidates as plain addresses: two pages on one machine connect directly, no STUN needed.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** Debian's Chromium (or CHROMIUM_PATH), headless; `fakeMedia` gives it a test camera and microphone. */
export function launchChromium(
  options: { fakeMedia?: boolean; grantMedia?: boolean } = {},
): Promise<Browser> {
  const { fakeMedia = true, grantMedia = true } = options;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...BASE_ARGS,
      ...(fakeMedia ? ['--use-fake-device-for-media-stream'] : []),
      ...(grantMedia ? ['--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** The JSON body of an OK answer; anything else fails the test with the API's own words. */
async function expectOk(response: APIResponse, what: string): Promise<any> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A browser context signed in to the API (its cookie is sent with the page's requests to the API). */
export async function signedIn(
  browser: Browser,
  api: string,
  email: string,
  password: string = DEMO.password,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await expectOk(
    await context.request.post(`${api}/api/auth/email/login`, { data: { email, password } }),
    `sign in as ${email}`,
  );
  return context;
}

/** A new account, signed in: a stranger to every consultation. */
export async function stranger(browser: Browser, api: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const email = `stranger-${Date.now()}@example.co.nz`;
  await expectOk(
    await context.request.post(`${api}/api/auth/email/register`, {
      data: { firstName: 'Sam', lastName: 'Stranger', email, password: 'stranger-password' },
    }),
    'register a stranger',
  );
  return context;
}

/** The expert profile of a signed-in expert context. */
export async function expertProfileOf(
  api: string,
  expert: BrowserContext,
): Promise<{ id: string }> {
  return expectOk(await expert.request.get(`${api}/api/experts/profile/me`), 'the expert profile');
}

/** The expert's bookable start times (UTC ISO strings), earliest first, over the next `days` days. */
export async function freeSlots(
  api: string,
  context: BrowserContext,
  expertId: string,
  days = 14,
): Promise<string[]> {
  const to = new Date(Date.now() + days * 86_400_000).toISOString();
  const availability = await expectOk(
    await context.request.get(`${api}/api/experts/${expertId}/availability`, { params: { to } }),
    'availability',
  );
  return availability.slots.map((slot: { startsAt: string }) => slot.startsAt);
}

/**
 * Books an hour (or `duration` minutes) at `startsAt` as the client and pays it with the sandbox's 4242 card (or
 * another test card, such as the one whose payments the bank disputes): status `pending`.
 */
export async function bookPaid(
  api: string,
  client: BrowserContext,
  expertId: string,
  startsAt: string,
  title = 'GST registration for my café',
  cardNumber = '4242 4242 4242 4242',
  duration: 30 | 60 | 90 | 120 = 60,
): Promise<Consultation> {
  const booked: Consultation = await expectOk(
    await client.request.post(`${api}/api/consultations`, {
      data: {
        expertId,
        title,
        description: 'When do I need to register?',
        duration,
        scheduledAt: startsAt,
      },
    }),
    'book',
  );
  const intent = await expectOk(
    await client.request.post(`${api}/api/create-payment-intent`, {
      data: { amount: booked.totalAmount.amount, consultationId: booked.id },
    }),
    'payment intent',
  );
  await expectOk(
    await client.request.post(`${api}/api/payments/sandbox/confirm`, {
      data: {
        paymentIntentId: intent.paymentIntentId,
        cardNumber,
        expiry: '12/40',
        cvc: '123',
      },
    }),
    'card',
  );
  return expectOk(
    await client.request.post(`${api}/api/process-payment`, {
      data: { consultationId: booked.id, paymentIntentId: intent.paymentIntentId },
    }),
    'process payment',
  );
}

/** Moves a consultation on through the API as one of its parties (accept: `confirmed`, start: `in_progress`). */
export async function setStatus(
  api: string,
  party: BrowserContext,
  id: string,
  status: 'confirmed' | 'in_progress',
): Promise<Consultation> {
  return expectOk(
    await party.request.patch(`${api}/api/consultations/${id}`, { data: { status } }),
    status,
  );
}

/**
 * Books the demo expert's next free hour as the client, pays with the sandbox's 4242 card and has the
 * expert accept; `start` also starts it (the API must allow the join window that early).
 */
export async function consultationBetween(
  api: string,
  client: BrowserContext,
  expert: BrowserContext,
  start = true,
): Promise<Consultation> {
  const profile = await expertProfileOf(api, expert);
  const [slot] = await freeSlots(api, client, profile.id);
  const paid = await bookPaid(api, client, profile.id, slot!);
  const accepted = await setStatus(api, expert, paid.id, 'confirmed');
  return start ? setStatus(api, client, paid.id, 'in_progress') : accepted;
}

/** Books `startsAt` as the client, pays, has the expert accept, starts and completes it: status `completed`. */
export async function completedBetween(
  api: string,
  client: BrowserContext,
  expert: BrowserContext,
  startsAt: string,
  title: string,
): Promise<Consultation> {
  const profile = await expertProfileOf(api, expert);
  const paid = await bookPaid(api, client, profile.id, startsAt, title);
  await setStatus(api, expert, paid.id, 'confirmed');
  await setStatus(api, client, paid.id, 'in_progress');
  return expectOk(
    await client.request.post(`${api}/api/consultations/${paid.id}/complete`),
    'complete',
  );
}

/** Whether the page's video element shows a live, playing track with real frames. */
export function remoteVideoLive(page: Page, name: string) {
  return page.getByRole('region', { name: 'Video Call' }).evaluate((region, label) => {
    const video = region.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`);
    const stream = video?.srcObject as MediaStream | null | undefined;
    const track = stream?.getVideoTracks()[0];
    return Boolean(
      video && track?.readyState === 'live' && video.videoWidth > 0 && video.currentTime > 0,
    );
  }, `${name}'s video`);
}

/** Opens the room page for a consultation and waits for it to show. */
export async function openRoom(
  context: BrowserContext,
  pages: string,
  api: string,
  consultationId: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(
    `${pages}/room.html?api=${encodeURIComponent(api)}&consultation=${consultationId}`,
  );
  return page;
}

/** Accepts the legal disclaimer when the room asks (the demo expert advises on tax). */
export async function acceptDisclaimer(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'I Understand, Continue' });
  await accept.click();
}
