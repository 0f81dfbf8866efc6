// The loader partners include with one <script> tag: plain TypeScript with no dependencies (STYLE rule 16),
// kept under 3 KB gzip. It defines <expertbridge-booking>, draws a placeholder in a shadow root, and imports
// the booking app (hashed chunks beside this file) only when an inline widget comes into view or a popup's
// button is hovered, focused or clicked. No cookies, no inline styles: constructable stylesheets only.
import { defineBookingElement } from './element.js';
import type { BookingApp } from './mount.js';

declare const __APP_ENTRY__: string;
/** The chunks the app imports statically: fetched beside it rather than after it. */
declare const __APP_CHUNKS__: string[];
declare const __TEXT_OPEN__: string;
declare const __TEXT_LOADING__: string;
declare const __TEXT_FAILED__: string;

// Partners' monitoring (and the benchmark) can measure from here.
performance.mark('expertbridge:loader-start');

/** Where this script came from: its own origin is the API's unless `api-base` says otherwise. */
const loaderSrc =
  (document.currentScript as HTMLScriptElement | null)?.src ??
  document.querySelector<HTMLScriptElement>('script[src*="/widget/expertbridge.js"]')?.src ??
  location.href;

defineBookingElement(
  loaderSrc,
  () => {
    const url = (name: string) => new URL(name, loaderSrc).href;
    for (const chunk of __APP_CHUNKS__) void import(/* @vite-ignore */ url(chunk)).catch(() => {});
    return import(/* @vite-ignore */ url(__APP_ENTRY__)) as Promise<BookingApp>;
  },
  { open: __TEXT_OPEN__, loading: __TEXT_LOADING__, failed: __TEXT_FAILED__ },
);
