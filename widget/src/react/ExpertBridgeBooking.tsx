// For partners whose sites use React: the widget as a component, its events as typed props. It renders the
// custom element (the loader must be on the page, or `loaderSrc` given) and listens on it.
import { createElement, useEffect, useRef, useState } from 'react';
import type { ExpertBridgeBookingAttributes, ExpertBridgeEventDetails } from '../index.js';

type Handler<K extends keyof ExpertBridgeEventDetails> = (
  detail: ExpertBridgeEventDetails[K],
) => void;

export interface ExpertBridgeBookingProps {
  expertId: string;
  partnerKey: string;
  mode?: ExpertBridgeBookingAttributes['mode'];
  apiBase?: string;
  theme?: ExpertBridgeBookingAttributes['theme'];
  accent?: string;
  radius?: string;
  timeZone?: string;
  buttonText?: string;
  prefill?: { name?: string; email?: string; title?: string };
  /** The partner's own keys, stored on the booking (as `meta-*` attributes). */
  metadata?: Record<string, string>;
  /** The loader's address; added to the page once when it is not there yet. */
  loaderSrc?: string;
  onReady?: Handler<'expertbridge:ready'>;
  onSlotSelected?: Handler<'expertbridge:slot-selected'>;
  onBookingCreated?: Handler<'expertbridge:booking-created'>;
  onPaymentSucceeded?: Handler<'expertbridge:payment-succeeded'>;
  onPaymentFailed?: Handler<'expertbridge:payment-failed'>;
  onClosed?: Handler<'expertbridge:closed'>;
  onRescheduled?: Handler<'expertbridge:rescheduled'>;
}

const HANDLERS = {
  'expertbridge:ready': 'onReady',
  'expertbridge:slot-selected': 'onSlotSelected',
  'expertbridge:booking-created': 'onBookingCreated',
  'expertbridge:payment-succeeded': 'onPaymentSucceeded',
  'expertbridge:payment-failed': 'onPaymentFailed',
  'expertbridge:closed': 'onClosed',
  'expertbridge:rescheduled': 'onRescheduled',
} as const satisfies Record<keyof ExpertBridgeEventDetails, keyof ExpertBridgeBookingProps>;

/** `<ExpertBridgeBooking expertId="…" partnerKey="…" onPaymentSucceeded={…} />`. */
export function ExpertBridgeBooking(props: ExpertBridgeBookingProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const src = props.loaderSrc;
    if (!src || [...document.scripts].some((script) => script.src === src)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.append(script);
  }, [props.loaderSrc]);

  useEffect(() => {
    if (!target) return;
    const listeners = Object.entries(HANDLERS).map(([name, prop]) => {
      const listener = (event: Event) => {
        const handler = latest.current[prop] as ((detail: unknown) => void) | undefined;
        handler?.((event as CustomEvent).detail);
      };
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [target]);

  const meta = Object.fromEntries(
    Object.entries(props.metadata ?? {}).map(([key, value]) => [`meta-${key}`, value]),
  );
  const attributes = {
    'expert-id': props.expertId,
    'partner-key': props.partnerKey,
    mode: props.mode,
    'api-base': props.apiBase,
    theme: props.theme,
    accent: props.accent,
    radius: props.radius,
    'time-zone': props.timeZone,
    'button-text': props.buttonText,
    'prefill-name': props.prefill?.name,
    'prefill-email': props.prefill?.email,
    'prefill-title': props.prefill?.title,
    ...meta,
  };
  return createElement('expertbridge-booking', { ref: setTarget, ...attributes });
}
