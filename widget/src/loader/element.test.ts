import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExpertBridgeEventDetails } from '../events.js';
import { defineBookingElement } from './element.js';
import type { BookingApp, MountOptions } from './mount.js';

// jsdom has neither constructable stylesheets nor IntersectionObserver: small stand-ins record what the
// loader asks of them, and the test decides when an element comes into view.
const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
beforeAll(() => {
  class Sheet {
    text = '';
    replaceSync(text: string) {
      this.text = text;
    }
  }
  Object.assign(globalThis, {
    CSSStyleSheet: Sheet,
    CSS: { supports: (_property: string, value: string) => value.startsWith('#') },
    IntersectionObserver: class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback });
      }
      observe(target: Element) {
        const last = observed[observed.length - 1];
        if (last) last.target = target;
      }
      disconnect() {}
    },
  });
});

const requests: { url: string; init: RequestInit | undefined }[] = [];
vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
  requests.push({ url, init });
  return new Response('{}');
});

const mounts: MountOptions[] = [];
const opened = vi.fn();
const importApp = vi.fn(async (): Promise<BookingApp> => ({
  mount: (options) => {
    mounts.push(options);
    return { open: opened, unmount: () => {} };
  },
}));
const LOADER = 'https://api.expertbridge.example/widget/expertbridge.js';
defineBookingElement(LOADER, importApp, {
  open: 'Book a consultation',
  loading: 'Loading...',
  failed: 'The booking form could not be loaded.',
});

/** Places a widget; far below the fold unless `top` says where (jsdom lays nothing out). */
function place(attributes: Record<string, string>, top = 5000): HTMLElement {
  const element = document.createElement('expertbridge-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () => ({ top, bottom: top + 500 }) as DOMRect;
  document.body.append(element);
  return element;
}

const comeIntoView = (element: Element) =>
  observed
    .filter((entry) => entry.target === element)
    .forEach((entry) =>
      entry.callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  mounts.length = 0;
  requests.length = 0;
  importApp.mockClear();
  opened.mockClear();
});

describe('<expertbridge-booking>', () => {
  // First: the app is imported once per page, so this must run before any import succeeds.
  it('says so when the app cannot be loaded, and tries again next time', async () => {
    importApp.mockRejectedValueOnce(new Error('offline'));
    const element = place({ 'expert-id': 'e1', 'partner-key': 'pk', mode: 'popup' });
    element.shadowRoot?.querySelector('button')?.click();
    await settle();
    expect(element.shadowRoot?.querySelector('[role=alert]')?.textContent).toBe(
      'The booking form could not be loaded.',
    );
    element.shadowRoot?.querySelector('button')?.click();
    await settle();
    expect(mounts).toHaveLength(1);
  });

  it('loads nothing until an inline widget comes into view, then mounts in its shadow root', async () => {
    const element = place({ 'expert-id': 'e1', 'partner-key': 'pk_test_smithco' });
    await settle();
    expect(mounts).toHaveLength(0);
    expect(element.shadowRoot?.textContent).toContain('Loading...');
    comeIntoView(element);
    await settle();
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.root).toBe(element.shadowRoot);
    expect(mounts[0]?.settings).toMatchObject({
      expertId: 'e1',
      partnerKey: 'pk_test_smithco',
      apiBase: 'https://api.expertbridge.example',
      mode: 'inline',
    });
    expect(element.shadowRoot?.textContent).not.toContain('Loading...');
  });

  it('asks for the first screen’s data while the app downloads: key on, cookies off', async () => {
    const element = place({ 'expert-id': 'e1', 'partner-key': 'pk_test_smithco' });
    expect(requests).toEqual([]);
    comeIntoView(element);
    await settle();
    const base = 'https://api.expertbridge.example/api/widget/experts/e1';
    expect(requests.map((request) => request.url.split('?')[0])).toEqual([
      base,
      `${base}/availability`,
    ]);
    for (const { init } of requests) {
      expect(init).toMatchObject({
        headers: { 'X-Partner-Key': 'pk_test_smithco' },
        credentials: 'omit',
      });
    }
    const query = new URL(requests[1]?.url ?? '').searchParams;
    expect(query.get('from')).toBe(mounts[0]?.prefetch.from);
    // No length: the server answers 60 minutes or the expert's shortest, and names the lengths offered.
    expect(query.has('duration')).toBe(false);
    expect(
      new Date(query.get('to') ?? '').getTime() - new Date(query.get('from') ?? '').getTime(),
    ).toBe(14 * 24 * 3600 * 1000);
  });

  it('starts at once when the inline widget is already in view', async () => {
    place({ 'expert-id': 'e1', 'partner-key': 'pk' }, 100);
    expect(requests).toHaveLength(2);
    await settle();
    expect(mounts).toHaveLength(1);
  });

  it('imports the app once for several widgets, each mounted on its own', async () => {
    const first = place({ 'expert-id': 'e1', 'partner-key': 'pk' });
    const second = place({ 'expert-id': 'e2', 'partner-key': 'pk' });
    comeIntoView(first);
    comeIntoView(second);
    await settle();
    expect(mounts.map((mount) => mount.settings.expertId)).toEqual(['e1', 'e2']);
    expect(mounts[0]?.root).not.toBe(mounts[1]?.root);
    expect(importApp.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('gives a popup a button that opens the booking modal, loading the app on first use', async () => {
    const element = place({ 'expert-id': 'e1', 'partner-key': 'pk', mode: 'popup' });
    const button = element.shadowRoot?.querySelector('button');
    expect(button?.textContent).toBe('Book a consultation');
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog');
    await settle();
    expect(mounts).toHaveLength(0);
    button?.click();
    await settle();
    expect(mounts).toHaveLength(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('sends namespaced events that bubble out of shadow trees, with their detail', async () => {
    const heard: [string, unknown][] = [];
    const listener = (event: Event) =>
      heard.push([event.type, (event as CustomEvent).detail as unknown]);
    document.addEventListener('expertbridge:ready', listener);
    document.addEventListener('expertbridge:booking-created', listener);
    const element = place({ 'expert-id': 'e1', 'partner-key': 'pk', mode: 'floating' });
    expect(heard).toEqual([['expertbridge:ready', { expertId: 'e1', mode: 'floating' }]]);
    element.shadowRoot?.querySelector('button')?.click();
    await settle();
    const created: ExpertBridgeEventDetails['expertbridge:booking-created'] = { bookingId: 'b1' };
    mounts[0]?.emit('expertbridge:booking-created', created);
    expect(heard[1]).toEqual(['expertbridge:booking-created', { bookingId: 'b1' }]);
    document.removeEventListener('expertbridge:ready', listener);
    document.removeEventListener('expertbridge:booking-created', listener);
  });
});
