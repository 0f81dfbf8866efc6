import type { Emit } from '../events.js';
import { readSettings, themeRule, type WidgetSettings } from './attributes.js';
import type { BookingApp, MountedWidget } from './mount.js';

// The kit's own tokens for what shows before the app (the button, the wait), so nothing changes colour when it
// arrives: light or dark by the OS unless `theme` says.
const SHEET = `:host{display:block;font-family:system-ui,sans-serif;color-scheme:light dark;--eb-color-primary:light-dark(#1d4ed8,#60a5fa);--eb-color-on-primary:light-dark(#fff,#0b1120)}
:host([hidden]){display:none}[data-eb-theme=light]{color-scheme:light}[data-eb-theme=dark]{color-scheme:dark}
.wait{min-height:32rem;padding:1rem;color:light-dark(#4b5563,#c0c7d2)}
.open{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:var(--eb-radius-md,.5rem);background:var(--eb-color-primary);color:var(--eb-color-on-primary);cursor:pointer}
.open:focus-visible{outline:3px solid var(--eb-color-focus,#2563eb);outline-offset:2px}
.floating{position:fixed;right:1rem;bottom:1rem;z-index:2147483000;border-radius:9999px;box-shadow:0 4px 16px rgb(0 0 0/.25)}`;

/** How near the viewport (px) an inline widget starts loading. */
const NEAR = 200;

let baseSheet: CSSStyleSheet | undefined;
function sheet(text: string): CSSStyleSheet {
  const made = new CSSStyleSheet();
  made.replaceSync(text);
  return made;
}

/** Texts the loader shows before the booking app is there (from the kit's widget catalogue at build time). */
export interface LoaderTexts {
  open: string;
  loading: string;
  failed: string;
}

/**
 * Defines `<expertbridge-booking expert-id="…" partner-key="…">`, one independent booking widget per element.
 * `importApp` fetches the booking app (a dynamic import of the hashed chunk beside the loader).
 */
export function defineBookingElement(
  loaderSrc: string,
  importApp: () => Promise<BookingApp>,
  texts: LoaderTexts,
): void {
  if (customElements.get('expertbridge-booking')) return;
  let app: Promise<BookingApp> | undefined;
  /** The booking app, imported once for every widget on the page; a failed import is tried again. */
  const loadApp = (): Promise<BookingApp> => {
    app ??= importApp().catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    return app;
  };
  customElements.define(
    'expertbridge-booking',
    class extends BookingElement {
      protected override loaderSrc = loaderSrc;
      protected override texts = texts;
      protected override loadApp = loadApp;
    },
  );
}

/** One booking widget: settings from its attributes, a placeholder, then the booking app on demand. */
abstract class BookingElement extends HTMLElement {
  protected abstract loaderSrc: string;
  protected abstract texts: LoaderTexts;
  protected abstract loadApp: () => Promise<BookingApp>;
  private settings?: WidgetSettings;
  private mounted?: Promise<MountedWidget | undefined>;
  private observer?: IntersectionObserver;

  connectedCallback() {
    if (this.settings) return;
    const settings = readSettings(this, this.loaderSrc, location.href, (value) =>
      CSS.supports('color', value),
    );
    this.settings = settings;
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    baseSheet ??= sheet(SHEET);
    const theme = themeRule(settings);
    root.adoptedStyleSheets = theme ? [baseSheet, sheet(theme)] : [baseSheet];
    const frame = document.createElement('div');
    if (settings.theme) frame.dataset.ebTheme = settings.theme;
    root.append(frame);

    if (settings.mode === 'inline') {
      const wait = document.createElement('p');
      wait.className = 'wait';
      wait.setAttribute('role', 'status');
      wait.textContent = this.texts.loading;
      frame.append(wait);
      const begin = () => void this.start(root, frame).then(() => wait.remove());
      // Already in view: start now rather than a frame later, when the observer would first report.
      const box = this.getBoundingClientRect();
      if (box.bottom > -NEAR && box.top < innerHeight + NEAR) {
        begin();
        return;
      }
      this.observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          this.observer?.disconnect();
          begin();
        },
        { rootMargin: `${NEAR}px` },
      );
      this.observer.observe(this);
      return;
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = settings.mode === 'floating' ? 'open floating' : 'open';
    button.textContent = this.getAttribute('button-text') || this.texts.open;
    button.setAttribute('aria-haspopup', 'dialog');
    const warm = () => void this.start(root, frame);
    button.addEventListener('pointerenter', warm, { once: true });
    button.addEventListener('focus', warm, { once: true });
    button.addEventListener('click', async () => {
      button.setAttribute('aria-busy', 'true');
      const mounted = await this.start(root, frame);
      button.removeAttribute('aria-busy');
      mounted?.open();
    });
    frame.append(button);
    this.emit('expertbridge:ready', { expertId: settings.expertId, mode: settings.mode });
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    void this.mounted?.then((mounted) => mounted?.unmount());
    this.mounted = undefined;
    this.settings = undefined;
    this.shadowRoot?.replaceChildren();
  }

  /** Sends one of the widget's events from this element, bubbling out of the page's shadow trees too. */
  readonly emit: Emit = (name, detail) => {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };

  /** Imports the booking app (once) and mounts it in this element's shadow root. */
  private start(root: ShadowRoot, frame: HTMLElement): Promise<MountedWidget | undefined> {
    const settings = this.settings;
    if (!settings) return Promise.resolve(undefined);
    if (this.mounted) return this.mounted;
    const prefetch = firstScreen(settings);
    this.mounted = this.loadApp().then(
      (booking) => {
        const container = document.createElement('div');
        frame.append(container);
        return booking.mount({ root, container, settings, emit: this.emit, prefetch });
      },
      () => {
        this.mounted = undefined;
        const failed = document.createElement('p');
        failed.setAttribute('role', 'alert');
        failed.textContent = this.texts.failed;
        frame.append(failed);
        return undefined;
      },
    );
    return this.mounted;
  }
}

/** The days the first screen looks for a free time in (the kit's LOOKAHEAD_DAYS). */
const LOOKAHEAD_MS = 14 * 24 * 3600 * 1000;

/**
 * The first screen's two API calls (the expert, the free times ahead in the length the server picks: it names
 * the lengths the expert offers), started with the app's download
 * rather than after it: on a slow network these round trips are most of the wait.
 */
function firstScreen({ apiBase, expertId, partnerKey }: WidgetSettings) {
  const now = Date.now();
  const from = new Date(now).toISOString();
  const to = new Date(now + LOOKAHEAD_MS).toISOString();
  const expert = `${apiBase}/api/widget/experts/${encodeURIComponent(expertId)}`;
  const get = (url: string) =>
    fetch(url, { headers: { 'X-Partner-Key': partnerKey }, credentials: 'omit' });
  return {
    from,
    expert: get(expert),
    ahead: get(`${expert}/availability?${new URLSearchParams({ from, to })}`),
  };
}
