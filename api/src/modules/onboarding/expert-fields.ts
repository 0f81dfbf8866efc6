import { z } from 'zod';
import { clipGraphemes, withoutNul } from '../../platform/text.js';
import { LANGUAGES, LOCATIONS, type LocationName } from '../catalogue/options.js';

export type Currency = 'NZD' | 'AUD';
export type CountryCode = 'NZ' | 'AU';
export type ConsultationMethod = 'chat' | 'video';

/** The outcome of reading one loosely-encoded form field. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Bounds of the list fields, as the contract states them. */
const MAX_LANGUAGES = 12;
const MAX_LANGUAGES_TEXT = 1000;
const MAX_COUNTRIES_TEXT = 100;

const LANGUAGE_BY_KEY = new Map<string, string>(
  LANGUAGES.map((name) => [name.toLowerCase(), name]),
);
const LOCATION_BY_KEY = new Map<string, LocationName>(
  (Object.keys(LOCATIONS) as LocationName[]).map((name) => [name.toLowerCase(), name]),
);

export const LOCATION_CHOICES = `Location must be one of: ${Object.keys(LOCATIONS).join(', ')}`;
export const COUNTRY_CHOICES = 'Service countries must be NZ and/or AU';

/** Service countries an expert serves by default: the country of their currency. */
export function defaultServiceCountries(currency: Currency): CountryCode[] {
  return currency === 'AUD' ? ['AU'] : ['NZ'];
}

/** A JSON-encoded list when the text looks like one, else undefined. */
function jsonList(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Languages as the forms send them: a list, a JSON-encoded list or a comma-separated string. Names are trimmed,
 * matched to the spec's list in any letter case and deduplicated; an empty result is returned as empty.
 */
export function parseLanguages(value: unknown): Parsed<string[]> {
  let items: unknown[];
  if (Array.isArray(value)) {
    if (value.length > MAX_LANGUAGES) return fail(`Choose at most ${MAX_LANGUAGES} languages`);
    items = value;
  } else if (typeof value === 'string') {
    if (value.length > MAX_LANGUAGES_TEXT) {
      return fail(`Languages must be at most ${MAX_LANGUAGES_TEXT} characters`);
    }
    const trimmed = value.trim();
    items = (trimmed.startsWith('[') && jsonList(trimmed)) || trimmed.split(',');
  } else {
    return fail('Languages must be a list or a comma-separated string');
  }
  const languages: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return fail('Each language must be a name');
    const name = item.trim();
    if (name === '') continue;
    const known = LANGUAGE_BY_KEY.get(name.toLowerCase());
    if (!known) {
      return fail(
        `"${clipGraphemes(name, 50)}" is not offered; choose from ${LANGUAGES.join(', ')}`,
      );
    }
    if (!languages.includes(known)) languages.push(known);
  }
  return { ok: true, value: languages };
}

/**
 * Service countries as a list or (as the registration form sends them) a JSON-encoded list. As the spec says, text
 * that does not parse as a list is an empty list.
 */
export function parseServiceCountries(value: unknown): Parsed<CountryCode[]> {
  let items: unknown[];
  if (Array.isArray(value)) {
    if (value.length > 2) return fail(COUNTRY_CHOICES);
    items = value;
  } else if (typeof value === 'string') {
    if (value.length > MAX_COUNTRIES_TEXT) return fail(COUNTRY_CHOICES);
    items = jsonList(value.trim()) ?? [];
  } else {
    return fail(COUNTRY_CHOICES);
  }
  const countries: CountryCode[] = [];
  for (const item of items) {
    const code = typeof item === 'string' ? item.trim().toUpperCase() : undefined;
    if (code !== 'NZ' && code !== 'AU') return fail(COUNTRY_CHOICES);
    if (!countries.includes(code)) countries.push(code);
  }
  return { ok: true, value: countries };
}

/** A location from the spec's list (any letter case), or undefined when the text names none of them. */
export function knownLocation(value: string): LocationName | undefined {
  return LOCATION_BY_KEY.get(value.trim().toLowerCase());
}

/** Adapts a parse function to zod so that every problem is reported on the field itself, not on a list index. */
export function parsedField<T>(parse: (value: unknown) => Parsed<T>) {
  return z.unknown().transform((value, ctx): T => {
    const result = parse(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/** Trimmed text between min and max characters; too long reads "<label> must be at most <max> characters". */
export function textField(min: number, max: number, short: string, label: string) {
  return z
    .string({ error: short })
    .trim()
    .min(min, short)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, `${label} must not contain NUL characters`);
}

/** An hourly rate in whole minor units. */
export function hourlyRateField(min: number, messages: { required: string; tooLow: string }) {
  return z
    .number({ error: messages.required })
    .int('Hourly rate must be a whole number of cents')
    .min(min, messages.tooLow)
    .max(10_000_000, 'Hourly rate must be at most 10000000 cents (100,000.00 an hour)');
}

/** A category id (bounded to PostgreSQL's integer so that no value reaches the database unchecked). */
export function categoryIdField(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
}

/** One of the spec's locations, stored in its canonical spelling. */
export function locationField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, LOCATION_CHOICES)
    .transform((value, ctx) => {
      const known = knownLocation(value);
      if (known) return known;
      ctx.addIssue({ code: 'custom', message: LOCATION_CHOICES });
      return z.NEVER;
    });
}

/** Chat, video or both; duplicates collapse. */
export function consultationMethodsField(required: string) {
  return parsedField((value): Parsed<ConsultationMethod[]> => {
    if (!Array.isArray(value) || value.length === 0) return fail(required);
    if (value.length > 2) return fail('Consultation methods must be chat, video or both');
    const methods: ConsultationMethod[] = [];
    for (const item of value) {
      if (item !== 'chat' && item !== 'video')
        return fail('Consultation methods must be chat or video');
      if (!methods.includes(item)) methods.push(item);
    }
    return { ok: true, value: methods };
  });
}

export const currencyField = (message: string) => z.enum(['NZD', 'AUD'], { error: message });

/** Replaces a body that is not a JSON object by an empty one, so each missing field reports its own message. */
export function objectOrEmpty(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
