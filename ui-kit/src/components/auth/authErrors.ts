import { ApiRequestError } from '../../api/errors.js';

/**
 * The description of a failed sign-in or sign-up toast (part 1 §8): the server's text, else the given
 * fallback; a failure without an answer is a network error.
 */
export function failureText(error: unknown, fallback: string, network: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return network;
}

/** A plain check that a text looks like an e-mail address, as an `email` input requires. */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** Moves focus to a form control by name, so a person lands on the first field to fix. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
