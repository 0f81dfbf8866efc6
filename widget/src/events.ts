// The widget's contract with the host page (STYLE rule 12): attributes in, namespaced DOM events out.
// Versioning rule: a payload never changes shape. A new shape is a new event name (`…-v2`), and the old
// event keeps being sent as it was.

/** How the widget shows itself: in the page, as a button opening a modal, or as a floating button. */
export type WidgetMode = 'inline' | 'popup' | 'floating';

/** The detail of each event, by name. */
export interface ExpertBridgeEventDetails {
  /** The widget is usable: inline, its first screen is shown; popup and floating, its button is. */
  'expertbridge:ready': { expertId: string; mode: WidgetMode };
  /** The visitor chose a start and went on to their details. */
  'expertbridge:slot-selected': {
    expertId: string;
    /** The start in UTC (RFC 3339). */
    startsAt: string;
    /** Minutes. */
    duration: number;
    /** The IANA zone the times were shown in. */
    timeZone: string;
  };
  /** The booking exists, awaiting payment. */
  'expertbridge:booking-created': { bookingId: string };
  /** ExpertBridge's server answered the booking paid (after asking the payment provider). */
  'expertbridge:payment-succeeded': { bookingId: string };
  /** A card was refused or a payment call failed: the API's error code and the words shown. */
  'expertbridge:payment-failed': { code: string; message: string };
  /** The popup or floating widget's modal was closed. */
  'expertbridge:closed': Record<string, never>;
  /**
   * A booking paid through the widget moved to a new start (the expert and the guest agreed one): the new start and
   * the one before (the one the widget last saw), UTC (RFC 3339). The widget reads its bookings again every minute
   * while it is on the page, and at once when the page is loaded again in the same tab; each move is sent once.
   */
  'expertbridge:rescheduled': {
    bookingId: string;
    scheduledAt: string;
    previousScheduledAt: string;
  };
}

export type ExpertBridgeEventName = keyof ExpertBridgeEventDetails;

/** Every event name, in the order a booking sends them. */
export const EVENT_NAMES = [
  'expertbridge:ready',
  'expertbridge:slot-selected',
  'expertbridge:booking-created',
  'expertbridge:payment-succeeded',
  'expertbridge:payment-failed',
  'expertbridge:closed',
  'expertbridge:rescheduled',
] as const satisfies readonly ExpertBridgeEventName[];

/** Sends one of the widget's events; the booking app is handed this by the loader. */
export type Emit = <K extends ExpertBridgeEventName>(
  name: K,
  detail: ExpertBridgeEventDetails[K],
) => void;
