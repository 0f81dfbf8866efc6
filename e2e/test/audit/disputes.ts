// A problem reported after a consultation reaches an admin, who resolves it in the product; both parties
// then read the outcome in words in the room and in their notifications.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookPaid,
  DEMO,
  expertProfileOf,
  freeSlots,
  setStatus,
  signedIn,
} from '../support/parties.js';
import { expectAccessible, sees, shot } from '../support/portal.js';
import type { AuditStack } from './context.js';

const money = (cents: number) => `NZ$${(cents / 100).toFixed(2)}`;

/** The notifications of one kind about one consultation, as their reader gets them. */
async function notificationsOf(api: string, party: BrowserContext, id: string, kind: string) {
  const answer = await party.request.get(`${api}/api/notifications`);
  const { items } = (await answer.json()) as {
    items: { kind: string; consultationId: string | null; body: string }[];
  };
  return items.filter((item) => item.kind === kind && item.consultationId === id);
}

async function room(context: BrowserContext, api: string, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${api}/consultation/${id}`);
  const accept = page.getByRole('button', { name: 'I Understand, Continue' });
  await accept.click({ timeout: 5_000 }).catch(() => undefined);
  return page;
}

export function disputesJourneys(stack: AuditStack) {
  describe('disputes, from the client’s report to the admin’s decision', () => {
    it('the admin sees the report with its facts and money, refunds part with a note, and both parties read the outcome', async () => {
      const api = stack.api.url;
      const client = await signedIn(stack.browser, api, DEMO.client);
      const expert = await signedIn(stack.browser, api, DEMO.expert);
      const admin = await signedIn(stack.browser, api, 'admin@demo.expertbridge.test');

      // A consultation held and completed (the stack's join window lets it start early).
      const profile = await expertProfileOf(api, expert);
      const slots = await freeSlots(api, client, profile.id);
      const title = `Dispute journey ${Date.now()}`;
      const paid = await bookPaid(
        api,
        client,
        profile.id,
        slots[Math.floor(slots.length / 2)]!,
        title,
      );
      await setStatus(api, expert, paid.id, 'confirmed');
      await setStatus(api, client, paid.id, 'in_progress');
      const ended = await expert.request.post(`${api}/api/consultations/${paid.id}/complete`);
      expect(ended.status()).toBe(200);
      const held = paid.totalAmount.amount;

      // The client reports a problem in the room.
      const clientRoom = await room(client, api, paid.id);
      await clientRoom.getByRole('button', { name: 'Report a Problem' }).click();
      const reason = 'The expert left after twenty minutes and never sent the promised checklist.';
      await clientRoom.getByLabel('What went wrong?').fill(reason);
      await clientRoom.getByRole('button', { name: 'Send Report' }).click();
      const reported = clientRoom.getByRole('region', { name: 'Problem reported' });
      await reported.waitFor();
      expect(await reported.textContent()).toContain('payment stays on hold');
      await shot(clientRoom, 'disputes-01-client-reported');

      // The admin finds it on the Disputes page with the reason, the facts and the money held.
      const adminPage = await admin.newPage();
      await adminPage.goto(`${api}/admin/disputes`);
      const item = adminPage.getByRole('listitem').filter({ hasText: title });
      await item.waitFor();
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(reason);
      expect(text).toContain(money(held));
      expect(text).toContain('60분');
      await expectAccessible(adminPage, 'admin disputes');
      await shot(adminPage, 'disputes-02-admin-list-1280');
      await adminPage.setViewportSize({ width: 375, height: 800 });
      await shot(adminPage, 'disputes-03-admin-list-375');
      await adminPage.setViewportSize({ width: 1280, height: 800 });

      // Partial refund with a note.
      const refund = Math.floor(held / 3);
      const note = 'The session ended 40 minutes early, so a third is refunded.';
      await item.getByRole('button', { name: `${title} 분쟁 해결하기` }).click();
      const dialog = adminPage.getByRole('dialog', { name: '분쟁 해결' });
      await dialog.getByRole('radio', { name: '고객에게 일부 환불' }).check();
      await dialog.getByRole('textbox', { name: /환불 금액/ }).fill((refund / 100).toFixed(2));
      await dialog.getByRole('textbox', { name: /고객과 전문가에게 보낼 메모/ }).fill(note);
      await shot(adminPage, 'disputes-04-admin-resolve');
      await dialog.getByRole('button', { name: '분쟁 해결' }).click();
      await sees(adminPage, '분쟁이 해결되었습니다');
      await adminPage.getByRole('button', { name: /^해결됨/ }).click();
      const resolved = adminPage.getByRole('listitem').filter({ hasText: title });
      await resolved.waitFor();
      expect(await resolved.textContent()).toContain(`고객에게 ${money(refund)} 환불`);
      await shot(adminPage, 'disputes-05-admin-resolved');

      // Both parties read the outcome in words, with the note, in the room...
      await clientRoom.reload();
      const forClient = clientRoom.getByRole('region', { name: 'Dispute resolved' });
      await forClient.waitFor();
      expect(await forClient.textContent()).toContain(`${money(refund)} is refunded to your card`);
      expect(await forClient.textContent()).toContain(note);
      await expectAccessible(clientRoom, 'room with a resolved dispute');
      await shot(clientRoom, 'disputes-06-client-outcome');
      const expertRoom = await room(expert, api, paid.id);
      const forExpert = expertRoom.getByRole('region', { name: 'Dispute resolved' });
      await forExpert.waitFor();
      expect(await forExpert.textContent()).toContain(
        `${money(refund)} is refunded to the client, and the rest of your payout is released.`,
      );
      await expertRoom.setViewportSize({ width: 375, height: 800 });
      await shot(expertRoom, 'disputes-07-expert-outcome-375');

      // ...and in their notifications (opened, then resolved with the outcome).
      expect(await notificationsOf(api, client, paid.id, 'dispute_opened')).toHaveLength(1);
      expect(await notificationsOf(api, expert, paid.id, 'dispute_opened')).toHaveLength(1);
      const [toClient] = await notificationsOf(api, client, paid.id, 'dispute_resolved');
      expect(toClient?.body).toContain(`${money(refund)} is refunded to your card`);
      expect(toClient?.body).toContain(note);
      const [toExpert] = await notificationsOf(api, expert, paid.id, 'dispute_resolved');
      expect(toExpert?.body).toContain(`${money(refund)} is refunded to the client`);

      await Promise.all([client.close(), expert.close(), admin.close()]);
    }, 180_000);
  });
}
