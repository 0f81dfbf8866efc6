import type { Emit } from '../events.js';
import type { WidgetSettings } from './attributes.js';

/** What the loader hands the booking app for one element. */
export interface MountOptions {
  /** The element's shadow root: the app adopts its stylesheet here. */
  root: ShadowRoot;
  /** Where the app renders, inside the shadow root. */
  container: HTMLElement;
  settings: WidgetSettings;
  emit: Emit;
  /** The loader's own requests for the first screen, made while the app downloaded. */
  prefetch: {
    /** The lookahead's start (RFC 3339). */
    from: string;
    expert: Promise<Response>;
    ahead: Promise<Response>;
  };
}

/** A mounted booking app. */
export interface MountedWidget {
  /** Popup and floating modes: opens the booking modal (focus returns to the button when it closes). */
  open(): void;
  unmount(): void;
}

/** The booking app module the loader imports on demand. */
export interface BookingApp {
  mount(options: MountOptions): MountedWidget;
}
