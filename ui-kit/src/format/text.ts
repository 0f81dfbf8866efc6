// People's text is cut, counted and abbreviated in grapheme clusters, what a reader sees as one character:
// an emoji, a flag, a letter with its combining accents or a ZWJ family is one. String `.length`, `.slice()`
// and `.charAt()` count UTF-16 code units and split those in half. Limits use the same unit on both sides:
// the kit's counters count graphemes here and the API's validation counts them the same way
// (api/src/platform/text.ts), so a counter that says 4000/4000 is a message the API takes.

let shared: Intl.Segmenter | undefined;

/** One segmenter for the module: building one costs far more than using it. */
function segmenter(): Intl.Segmenter {
  shared ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return shared;
}

/** How many characters a person sees in the text (grapheme clusters). */
export function graphemeCount(text: string): number {
  return Array.from(segmenter().segment(text)).length;
}

/**
 * How a text breaks a limit of `max` characters as people count them: 'characters' past the limit, 'storage'
 * past the storage ceiling in code points (the API's and the database's unit, `ceiling`, by default `max`), which
 * only text crowded with multi-code-point emoji reaches first; undefined when it fits. The API asks the same.
 */
export function overLimit(
  text: string,
  max: number,
  ceiling: number = max,
): 'characters' | 'storage' | undefined {
  if (graphemeCount(text) > max) return 'characters';
  if (Array.from(text).length > ceiling) return 'storage';
  return undefined;
}

/** The first `max` grapheme clusters of the text. */
export function clipGraphemes(text: string, max: number): string {
  if (max <= 0) return '';
  let end = 0;
  let count = 0;
  for (const part of segmenter().segment(text)) {
    if (count === max) break;
    count += 1;
    end = part.index + part.segment.length;
  }
  return text.slice(0, end);
}

/** The spec's default truncation length (part 1 §1). */
export const DEFAULT_TRUNCATE = 150;

/** Cuts text to `max` characters (grapheme clusters) followed by '...'; shorter text is returned unchanged. */
export function truncate(text: string, max: number = DEFAULT_TRUNCATE): string {
  const clipped = clipGraphemes(text, max);
  return clipped.length === text.length ? text : `${clipped.trimEnd()}...`;
}

/** The first character a person sees of a name, upper-cased where the script has case. */
function firstCharacter(name: string | null | undefined): string {
  return clipGraphemes(name?.trim() ?? '', 1).toLocaleUpperCase();
}

/** Initials for an avatar: the first characters of first and last name (part 1 §2), whole graphemes. */
export function initials(firstName: string | null | undefined, lastName?: string | null): string {
  return `${firstCharacter(firstName)}${firstCharacter(lastName)}`;
}

/** A rating with one decimal (part 1 §2): 4.75 is "4.8". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
