import type { WidgetMode } from '../events.js';

/** What a `<expertbridge-booking>` element asks for, read from its attributes and the page's address. */
export interface WidgetSettings {
  expertId: string;
  partnerKey: string;
  /** The API's origin: `api-base`, else the loader script's own origin. */
  apiBase: string;
  mode: WidgetMode;
  theme: 'light' | 'dark' | undefined;
  /** A CSS colour for buttons and links; dropped when the browser does not take it as a colour. */
  accent: string | undefined;
  /** A CSS length for corners (`4px`, `0.5rem`). */
  radius: string | undefined;
  timeZone: string | undefined;
  prefill: { name?: string; email?: string; title?: string };
  /** UTM parameters of the page's address and the element's `meta-*` attributes (the latter win). */
  metadata: Record<string, string>;
}

const MODES: readonly WidgetMode[] = ['inline', 'popup', 'floating'];
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** The contract's bounds on booking metadata (BookingMetadata). */
export const METADATA_LIMITS = { keys: 20, value: 500, key: /^[A-Za-z0-9_.-]{1,40}$/ };
const LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;

/** The API origin: an `api-base` attribute, else where the loader itself was loaded from. */
export function apiBaseOf(attribute: string | null, loaderSrc: string): string {
  const base = attribute || loaderSrc;
  try {
    return new URL(base).origin;
  } catch {
    return new URL(base, location.href).origin;
  }
}

/** Reads an element's settings; `isColour` is the browser's CSS.supports check (tests pass their own). */
export function readSettings(
  element: Element,
  loaderSrc: string,
  pageUrl: string,
  isColour: (value: string) => boolean,
): WidgetSettings {
  const get = (name: string) => element.getAttribute(name)?.trim() || undefined;
  const mode = get('mode') as WidgetMode | undefined;
  const theme = get('theme');
  const accent = get('accent');
  const radius = get('radius');
  const prefill: WidgetSettings['prefill'] = {};
  for (const field of ['name', 'email', 'title'] as const) {
    const value = get(`prefill-${field}`);
    if (value) prefill[field] = value;
  }
  return {
    expertId: get('expert-id') ?? '',
    partnerKey: get('partner-key') ?? '',
    apiBase: apiBaseOf(element.getAttribute('api-base'), loaderSrc),
    mode: mode && MODES.includes(mode) ? mode : 'inline',
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    accent: accent && isColour(accent) ? accent : undefined,
    radius: radius && LENGTH.test(radius) ? radius : undefined,
    timeZone: get('time-zone'),
    prefill,
    metadata: metadataOf(element, pageUrl),
  };
}

/** UTM parameters from the page's address, then `meta-*` attributes, within the contract's bounds. */
export function metadataOf(element: Element, pageUrl: string): Record<string, string> {
  const found: [string, string][] = [];
  const query = new URL(pageUrl).searchParams;
  for (const key of UTM) {
    const value = query.get(key);
    if (value) found.push([key, value]);
  }
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.startsWith('meta-') && attribute.value) {
      found.push([attribute.name.slice(5), attribute.value]);
    }
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of found) {
    if (!METADATA_LIMITS.key.test(key)) continue;
    if (!(key in metadata) && Object.keys(metadata).length >= METADATA_LIMITS.keys) continue;
    metadata[key] = value.slice(0, METADATA_LIMITS.value);
  }
  return metadata;
}

/**
 * The host's theming as one rule of custom properties, for a constructable stylesheet (no inline style); it
 * must come after the kit's stylesheet to win over its tokens.
 */
export function themeRule(settings: Pick<WidgetSettings, 'accent' | 'radius'>): string {
  const properties: string[] = [];
  if (settings.accent) {
    properties.push(
      `--eb-color-primary:${settings.accent}`,
      `--eb-color-primary-hover:${settings.accent}`,
      `--eb-color-focus:${settings.accent}`,
    );
  }
  if (settings.radius) {
    properties.push(
      `--eb-radius-sm:${settings.radius}`,
      `--eb-radius-md:${settings.radius}`,
      `--eb-radius-lg:${settings.radius}`,
    );
  }
  // Also on [data-eb-theme]: the kit declares its tokens again wherever a theme is forced.
  return properties.length > 0 ? `:host,[data-eb-theme]{${properties.join(';')}}` : '';
}
