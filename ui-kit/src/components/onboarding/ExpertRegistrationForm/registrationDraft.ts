import type { RegistrationValues } from './registrationRules.js';

/** Where Save as Draft keeps the form on this device. */
export const DRAFT_KEY = 'expertbridge.expertRegistrationDraft';

/** Saves the form except the photo (a data URL can outgrow the storage quota). */
export function saveDraft(values: RegistrationValues): void {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...values, photo: null }));
  } catch {
    // Storage may be full or disabled; the form itself is untouched.
  }
}

/** The saved draft, or nothing when there is none or it cannot be read. */
export function loadDraft(): Partial<RegistrationValues> {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<RegistrationValues>) : {};
  } catch {
    return {};
  }
}

/** Forgets the draft once the application is submitted. */
export function removeDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
