import type { MessageKey } from '../../../i18n/catalogue.js';

/** The zones a visitor can show times in: New Zealand's and each Australian state's, west to east last. */
export const BOOKING_ZONES: readonly { zone: string; label: MessageKey }[] = [
  { zone: 'Pacific/Auckland', label: 'widget.zone.auckland' },
  { zone: 'Pacific/Chatham', label: 'widget.zone.chatham' },
  { zone: 'Australia/Sydney', label: 'widget.zone.sydney' },
  { zone: 'Australia/Melbourne', label: 'widget.zone.melbourne' },
  { zone: 'Australia/Hobart', label: 'widget.zone.hobart' },
  { zone: 'Australia/Brisbane', label: 'widget.zone.brisbane' },
  { zone: 'Australia/Adelaide', label: 'widget.zone.adelaide' },
  { zone: 'Australia/Darwin', label: 'widget.zone.darwin' },
  { zone: 'Australia/Perth', label: 'widget.zone.perth' },
];

/** The zone to start in: the one asked for, else the browser's, else New Zealand's. */
export function initialZone(asked: string | undefined, browser: string): string {
  for (const candidate of [asked, browser]) {
    if (candidate && isZone(candidate)) return candidate;
  }
  return 'Pacific/Auckland';
}

/** Whether the browser knows an IANA zone name. */
function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-NZ', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
