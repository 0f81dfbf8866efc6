import { en } from './en/index.js';

/** Every message key; the English catalogue defines them. */
export type MessageKey = keyof typeof en;
/** A translation: any subset of the keys (missing ones fall back to English). */
export type Catalogue = Partial<Record<MessageKey, string>>;
/** The languages the kit ships. */
export type Locale = 'en' | 'ko';
/** Values for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Looks a key up in a catalogue (falling back to English) and fills its placeholders. */
export function translate(
  catalogue: Catalogue,
  key: MessageKey,
  params: MessageParams = {},
): string {
  return fill(catalogue[key] ?? en[key], params);
}

/** Fills a text's `{name}` placeholders, leaving unknown ones visible. */
export function fill(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
