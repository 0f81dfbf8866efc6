// A chargeback on the sandbox, in Chromium against the stack as `npm start` runs it: the client pays with Stripe's
// disputed test card, the bank disputes the payment moments later, and the admin finds it on /admin/card-disputes
// (in Korean, the admin pages' default) with its deadline in words and the money at stake, adds a note and sends
// the evidence before the automatic send; the dispute's workflow sends it and the page shows it sent, the note in
// the evidence.
import type { components } from '@expertbridge/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui-kit/src/format/money.js';
import {
  DEMO,
  bookPaid,
  expertProfileOf,
  freeSlots,
  launchChromium,
  signedIn,
} from './support/parties.js';
import { expectAccessible, sees, shot, shotsOfFailure, startPortal } from './support/portal.js';
import type { Api } from './support/stack.js';

type CardDispute = components['schemas']['CardDispute'];

/** Stripe's test card whose payments the bank disputes as fraudulent (the sandbox does the same). */
const DISPUTED_CARD = '4000 0000 0000 0259';

let api: Api;
let browser: Browser;

beforeAll(async () => {
  api = await startPortal();
  browser = await launchChromium({ fakeMedia: false, grantMedia: false });
});

afterEach(({ task }) => shotsOfFailure(task, browser));

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

describe('an admin answers a card dispute', () => {
  it('sees the disputed payment with its deadline and money, and sends the evidence with a note', async () => {
    const client = await signedIn(browser, api.url, DEMO.client);
    const expert = await signedIn(browser, api.url, DEMO.expert);
    const profile = await expertProfileOf(api.url, expert);
    const [slot] = await freeSlots(api.url, client, profile.id);
    const title = `Chargeback check ${Date.now().toString(36)}`;
    const paid = await bookPaid(api.url, client, profile.id, slot!, title, DISPUTED_CARD);
    const admin = await signedIn(browser, api.url, 'admin@demo.expertbridge.test');

    // The bank's dispute arrives by webhook moments after the payment; its workflow takes the money from escrow.
    const listed = async () => {
      const response = await admin.request.get(`${api.url}/api/admin/card-disputes`);
      const { items } = (await response.json()) as { items: CardDispute[] };
      return items.find((item) => item.consultationId === paid.id);
    };
    await expect
      .poll(async () => (await listed())?.fromEscrow.amount, { timeout: 30_000 })
      .toBe(paid.totalAmount.amount);

    const page = await admin.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${api.url}/admin/card-disputes`);
    await page.getByRole('heading', { level: 1, name: '카드 분쟁 (차지백)' }).waitFor();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await item.waitFor();
    const amount = formatMoney(paid.totalAmount, { decimals: true });
    const text = await item.textContent();
    // The sandbox gives the bank's usual week: six whole days and some hours are left.
    expect(text).toMatch(/증거 제출 기한.*\(6일 후\)/);
    expect(text).toContain('부정 사용 (동의 없는 카드 사용)');
    expect(text).toContain(`분쟁 금액${amount}`);
    expect(text).toContain(`에스크로에서 인출: ${amount}`);
    expect(text).toMatch(/아직 제출 안 됨, .+에 자동 제출/);
    await expectAccessible(page, 'the card disputes page');
    await shot(page, 'card-disputes-open');

    await item.getByRole('button', { name: `${title}: 메모 추가 후 지금 증거 제출` }).click();
    const dialog = page.getByRole('dialog', { name: '지금 증거 제출' });
    await dialog
      .getByRole('textbox', { name: /카드사에 보낼 메모/ })
      .fill(
        'The client booked this consultation from their own account and was e-mailed a receipt.',
      );
    await dialog.getByRole('button', { name: '증거 제출' }).click();
    await sees(page, '증거를 카드사로 보내는 중입니다');
    await dialog.waitFor({ state: 'detached' });

    // The workflow sends the evidence at once; the bank (the sandbox) then reviews it.
    await expect
      .poll(async () => (await listed())?.evidenceSubmittedAt ?? null, { timeout: 30_000 })
      .not.toBeNull();
    await page.reload();
    await item.waitFor();
    await expect.poll(() => item.textContent()).toMatch(/증거 제출.*제출됨/);
    expect(await item.textContent()).toContain('카드사 검토 중');
    expect(await item.getByRole('button', { name: /증거 제출$/ }).count()).toBe(0);
    await item.getByText('수집된 증거').click();
    await expect
      .poll(() => item.textContent())
      .toContain('Note from ExpertBridge: The client booked this consultation');
    await shot(page, 'card-disputes-sent');
  }, 180_000);
});
