// An import as the contract shows it: the address masked, since a calendar's secret iCal address is a password.
import type { components } from '@expertbridge/sdk';
import type { CalendarImportRow } from './calendars.repository.js';

const SECRET_SEGMENT = /^(private|secret|token)[-_]/i;

/** The address without credentials or query, its secret-looking path segments shortened to `…`. */
export function maskCalendarUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '…';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => {
      const prefix = SECRET_SEGMENT.exec(segment);
      if (prefix) return `${prefix[0]}…`;
      // Long runs of letters and digits (tokens, ids) are the secret part of most providers' addresses.
      return segment.length >= 16 && /\d/.test(segment) && !segment.includes('%40') ? '…' : segment;
    })
    .join('/');
  return `${url.protocol}//${url.host}${path}${url.search ? '?…' : ''}`;
}

export function toCalendarImport(row: CalendarImportRow): components['schemas']['CalendarImport'] {
  return {
    id: row.id,
    name: row.name,
    url: maskCalendarUrl(row.url),
    status: row.status,
    lastFetchedAt: row.last_fetched_at?.toISOString() ?? null,
    lastError: row.last_error,
    busyCount: row.busy_count,
    createdAt: row.created_at.toISOString(),
  };
}
