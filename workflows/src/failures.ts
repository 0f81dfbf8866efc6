// The ApplicationFailure types of the lifecycle: the rejections of an update, which the API maps to
// HTTP statuses, and the permanent refusals its activities raise.

/** Every ApplicationFailure `type` the lifecycle raises or expects. */
export const LifecycleFailureType = {
  /** The update does not fit the consultation's current status or time (HTTP 409). */
  InvalidState: 'InvalidState',
  /** The caller is not the party allowed to do this (HTTP 403). */
  NotAllowed: 'NotAllowed',
  /** The update's arguments are malformed (HTTP 422). */
  InvalidArgument: 'InvalidArgument',
  /** Raised by refundPayment: the provider refused the refund for good; not retried. */
  RefundDeclined: 'RefundDeclined',
  /** Raised by payoutExpert: the provider refused the transfer for good; not retried. */
  PayoutDeclined: 'PayoutDeclined',
  /**
   * Raised by an activity that finds no consultation row: the API gave the booking up (its workflow's start was
   * not confirmed in time) after the start had reached Temporal. The workflow ends with nothing to settle.
   */
  ConsultationGone: 'ConsultationGone',
} as const;

/** One of {@link LifecycleFailureType}. */
export type LifecycleFailureType = (typeof LifecycleFailureType)[keyof typeof LifecycleFailureType];

/** The HTTP status the API answers when an update is rejected with this type. */
export const UPDATE_REJECTION_HTTP_STATUS: Readonly<Record<string, number>> = Object.freeze({
  [LifecycleFailureType.InvalidState]: 409,
  [LifecycleFailureType.NotAllowed]: 403,
  [LifecycleFailureType.InvalidArgument]: 422,
});
