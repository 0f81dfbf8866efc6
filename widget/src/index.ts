// The widget's TypeScript definitions for partners: the element's attributes and its events, typed on
// addEventListener. Loading the widget itself is one <script> tag (README).
import type { ExpertBridgeEventDetails } from './events.js';

export * from './events.js';
export type { WidgetSettings } from './loader/attributes.js';

/** The attributes `<expertbridge-booking>` reads (all strings, as HTML gives them). */
export interface ExpertBridgeBookingAttributes {
  'expert-id': string;
  'partner-key': string;
  mode?: 'inline' | 'popup' | 'floating';
  'api-base'?: string;
  theme?: 'light' | 'dark';
  accent?: string;
  radius?: string;
  'time-zone'?: string;
  'button-text'?: string;
  'prefill-name'?: string;
  'prefill-email'?: string;
  'prefill-title'?: string;
  /** `meta-<key>="…"`: the partner's own metadata, stored on the booking. */
  [meta: `meta-${string}`]: string | undefined;
}

/** Each widget event as the DOM delivers it. */
export type ExpertBridgeEventMap = {
  [K in keyof ExpertBridgeEventDetails]: CustomEvent<ExpertBridgeEventDetails[K]>;
};

declare global {
  // The element sends the events on itself; they bubble (and leave shadow trees), so document hears them too.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ExpertBridgeEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ExpertBridgeEventMap {}
}
