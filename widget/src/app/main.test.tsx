// The booking app as the loader mounts it, in a shadow root, with the Stripe gateway: the stand-in for
// Stripe.js refuses any mount point inside a shadow tree, as Stripe.js does, so this passes only while the
// Payment Element sits in the element's light DOM, slotted into the card step.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exampleResponse,
  expert,
  installStripeStandIn,
  mockFetch,
  PARTNER_KEY,
  respond,
  widgetApi,
  type StripeStandInRecord,
} from '@expertbridge/ui-kit/testing';
import type { MountOptions } from '../loader/mount.js';
import { mount } from './main.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let record: StripeStandInRecord;
beforeAll(() => {
  record = installStripeStandIn(window);
  // jsdom has no constructable stylesheets; the app only fills and adopts one.
  if (!('replaceSync' in CSSStyleSheet.prototype)) {
    Object.assign(CSSStyleSheet.prototype, { replaceSync() {} });
  }
  const api = widgetApi({ hours: [9, 10, 11] });
  const answer = mockFetch([
    respond('getWidgetPaymentConfig', 200, {
      ...exampleResponse('getPaymentConfig', 200),
      gateway: 'stripe',
      publishableKey: 'pk_test_standin',
    }),
    ...api.handlers,
  ]);
  vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) =>
    answer(new Request(input, init)),
  );
});
afterEach(() => {
  document.body.replaceChildren();
  // A booking paid in one test would be shown again, as after a reload, in the next.
  sessionStorage.clear();
});

/** An `<expertbridge-booking>` stand-in: a host element with its shadow root, as the loader makes it. */
function mountWidget(emit: MountOptions['emit'] = () => {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  // jsdom does not adopt stylesheets; the app only reads and sets the list.
  Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
  const container = document.createElement('div');
  root.append(container);
  const from = new Date().toISOString();
  const base = `http://localhost/api/widget/experts/${expert.id}`;
  const get = (url: string) => fetch(url, { headers: { 'X-Partner-Key': PARTNER_KEY } });
  const widget = mount({
    root,
    container,
    emit,
    settings: {
      expertId: expert.id,
      partnerKey: PARTNER_KEY,
      apiBase: 'http://localhost',
      mode: 'inline',
      theme: undefined,
      accent: undefined,
      radius: undefined,
      timeZone: 'Pacific/Auckland',
      prefill: { name: 'Mere Tane', email: 'mere@example.co.nz' },
      metadata: {},
    },
    prefetch: { from, expert: get(base), ahead: get(`${base}/availability?from=${from}`) },
  });
  return { host, root, view: within(container as HTMLElement), widget };
}

async function toPayment(view: ReturnType<typeof within>) {
  const next = await view.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
  // Enabled once the first free time is chosen for the visitor.
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next);
  fireEvent.click(await view.findByRole('button', { name: 'Continue to payment' }));
}

describe('the widget with the Stripe gateway', () => {
  it("pays through a Payment Element mounted in the element's light DOM and slotted into the card step", async () => {
    const emit = vi.fn();
    const { host, root, view, widget } = mountWidget(emit);
    await toPayment(view);
    await waitFor(() => expect(record.mounts).toHaveLength(1), { timeout: 10_000 });
    expect(record.refusals).toEqual([]);
    const mountPoint = host.querySelector<HTMLElement>(':scope > [data-eb-stripe-mount]');
    expect(mountPoint?.getRootNode()).toBe(document);
    expect(mountPoint?.querySelector('[data-stand-in="payment"]')).not.toBeNull();
    const slot = root.querySelector<HTMLSlotElement>('form slot');
    expect(slot?.assignedElements()).toEqual([mountPoint]);

    fireEvent.click(await view.findByRole('button', { name: /^Pay NZ\$/ }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('expertbridge:payment-succeeded', expect.anything()),
    );
    expect(record.confirmations).toHaveLength(1);
    // Kept for a reload of the page, under the partner's key and the expert, in the tab's storage.
    const kept = sessionStorage.getItem(
      `expertbridge:paid-bookings:v1:${PARTNER_KEY}:${expert.id}`,
    );
    expect(JSON.parse(kept ?? '[]')).toHaveLength(1);
    act(() => widget.unmount());
    expect(host.querySelector('[data-eb-stripe-mount]')).toBeNull();
  });

  it('keeps two widgets on one page apart: each its own slot and mount point', async () => {
    record.mounts.length = 0;
    const first = mountWidget();
    const second = mountWidget();
    await toPayment(first.view);
    await toPayment(second.view);
    await waitFor(() => expect(record.mounts).toHaveLength(2), { timeout: 10_000 });
    const slots = [first, second].map(({ host, root }) => {
      const point = host.querySelector<HTMLElement>('[data-eb-stripe-mount]');
      expect(root.querySelector<HTMLSlotElement>('slot')?.assignedElements()).toEqual([point]);
      return point?.slot;
    });
    expect(new Set(slots).size).toBe(2);
  });
});
