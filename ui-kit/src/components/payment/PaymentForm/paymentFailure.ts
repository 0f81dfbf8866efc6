import { ApiRequestError, isRetryable } from '../../../api/errors.js';
import type { Translate } from '../../../i18n/I18nProvider.js';
import { refusedField, type CardField } from './cardShape.js';

/** The API's error code of a failed call; `network_error` when no answer came. */
export function failureCode(error: unknown): string {
  return error instanceof ApiRequestError && error.code ? error.code : 'network_error';
}

/**
 * What a failed sandbox payment means for the card step, with the words to show:
 * - `refused`: the gateway refused the card (402). The form stays filled in, the reason beside the field it is
 *   about, except the security code: PCI DSS forbids keeping a card's code once it has been sent for
 *   authorisation, so it is typed again.
 * - `retry`: the call did not get through (the connection, a server error); the card stays as typed and Pay is
 *   the retry.
 * - `stopped`: any other refusal (the booking is closed, not this person's to pay) answers the same however
 *   often it is asked, so the step ends without a Try Again.
 */
export type SandboxFailure = { title: string; message: string; code: string } & (
  { kind: 'refused'; field: CardField | undefined } | { kind: 'retry' } | { kind: 'stopped' }
);

/** Sorts a failed sandbox payment (creating the intent or charging the card) into one of the kinds above. */
export function sandboxFailure(error: unknown, t: Translate): SandboxFailure {
  const known = error instanceof ApiRequestError ? error : undefined;
  const code = failureCode(error);
  const message = known?.serverMessage ?? t('payment.failedDescription');
  if (known?.status === 402) {
    return {
      kind: 'refused',
      field: refusedField(known.code),
      title: t('payment.failedTitle'),
      message,
      code,
    };
  }
  if (isRetryable(error)) {
    const title = known ? t('payment.failedTitle') : t('payment.errorTitle');
    return { kind: 'retry', title, message, code };
  }
  return { kind: 'stopped', title: t('payment.refusedTitle'), message, code };
}
