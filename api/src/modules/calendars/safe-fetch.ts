// Fetches an external calendar from an address an expert typed: a request the server makes on a user's behalf, so
// it must not become a way into our own network. The host is resolved here, every address it resolves to is checked
// (public unicast only; loopback too when CALENDAR_IMPORT_ALLOW_LOOPBACK, for tests), and the connection is pinned to
// the address checked, so a second DNS answer cannot swap in a private one. Each redirect is checked the same way.
// Size and time are bounded, the DNS lookup within the time; every failure is a sentence for the expert.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface FetchLimits {
  allowLoopback: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** The resolver (tests stand in a hostname that resolves to a private address). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** A fetch that failed; `message` is for the expert. */
export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
}

export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;

const PRIVATE_ADDRESS =
  "That address is on a private network. Use your calendar's public iCal address.";

/** The address to fetch: webcal is https; only http and https; undefined when it is not such an address. */
export function calendarUrl(raw: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** Whether an address may be fetched from. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const defaultResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * `work`'s answer, or a rejection once `signal` aborts. A DNS lookup cannot be cancelled (it runs on libuv's thread
 * pool, for as long as the resolver's own timeouts and retries take): its late answer is dropped.
 */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

/**
 * The checked address to connect to for a URL's host; throws CalendarFetchError when the host does not resolve (or
 * its resolver has not answered when `signal` aborts: by default the fetch's time limit) or any of its addresses is
 * not allowed (one private answer among public ones is refused too).
 */
export async function checkedAddress(
  url: URL,
  limits: FetchLimits,
  signal: AbortSignal = AbortSignal.timeout(limits.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS),
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    answers = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      answers = await beforeAbort((limits.resolve ?? defaultResolve)(host), signal);
    } catch {
      throw new CalendarFetchError(`We could not find the calendar's server (${host}).`);
    }
  }
  if (answers.length === 0) {
    throw new CalendarFetchError(`We could not find the calendar's server (${host}).`);
  }
  if (!answers.every((answer) => isAllowedAddress(answer.address, limits.allowLoopback))) {
    throw new CalendarFetchError(PRIVATE_ADDRESS);
  }
  return answers[0]!;
}

interface Answer {
  status: number;
  location?: string | undefined;
  body?: string;
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  maxBytes: number,
) {
  // The connection goes to the checked address whatever DNS says now; TLS still checks the host's certificate.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'User-Agent': 'ExpertBridge-Calendar/1.0',
  };
  if (url.username) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.Authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = client.get(
      url,
      { lookup, signal, headers, auth: undefined, agent: false },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          incoming.resume();
          resolve({ status, location: incoming.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          incoming.resume();
          resolve({ status });
          return;
        }
        if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) {
          incoming.destroy();
          reject(tooLarge(maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            incoming.destroy();
            reject(tooLarge(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
  });
}

const tooLarge = (maxBytes: number) =>
  new CalendarFetchError(
    `The calendar file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );

/** The calendar's text at `raw` (http, https or webcal), within the limits; throws CalendarFetchError. */
export async function fetchCalendar(raw: string, limits: FetchLimits): Promise<string> {
  const maxBytes = limits.maxBytes ?? MAX_CALENDAR_BYTES;
  const timeoutMs = limits.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  const maxRedirects = limits.maxRedirects ?? 3;
  let url = calendarUrl(raw);
  if (!url) throw new CalendarFetchError('Use an http:// or https:// (or webcal://) address.');
  const signal = AbortSignal.timeout(timeoutMs);
  for (let redirects = 0; ; redirects += 1) {
    const pinned = await checkedAddress(url, limits, signal);
    let answer: Answer;
    try {
      answer = await request(url, pinned, signal, maxBytes);
    } catch (error) {
      if (error instanceof CalendarFetchError) throw error;
      if (signal.aborted) {
        const seconds = Math.round(timeoutMs / 1000);
        throw new CalendarFetchError(
          `The calendar's server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`,
        );
      }
      throw new CalendarFetchError("The calendar's server could not be reached.");
    }
    if (answer.body !== undefined) return answer.body;
    if (answer.location && answer.status !== 304) {
      if (redirects >= maxRedirects) {
        throw new CalendarFetchError("The calendar's server redirected us too many times.");
      }
      const next = calendarUrl(new URL(answer.location, url).toString());
      if (!next)
        throw new CalendarFetchError(
          "The calendar's server redirected us to an address we cannot use.",
        );
      url = next;
      continue;
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new CalendarFetchError(
        `The calendar's server refused us (${answer.status}). Check that the address is the calendar's secret iCal address.`,
      );
    }
    if (answer.status === 404 || answer.status === 410) {
      throw new CalendarFetchError(
        `The calendar's server has no calendar at this address (${answer.status}). It may have been reset.`,
      );
    }
    throw new CalendarFetchError(
      `The calendar's server answered with an error (${answer.status}).`,
    );
  }
}
