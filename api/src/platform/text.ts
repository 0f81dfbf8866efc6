// Text the API refuses rather than alters: a string that is not well-formed Unicode (a lone surrogate, which JSON's
// \ud800 escapes can carry and which PostgreSQL would store as U+FFFD) and the bidirectional embedding, override and
// isolate controls (U+202A–U+202E, U+2066–U+2069), with which a name or a message can be made to read as something
// else to the other party (the "Trojan Source" trick). Invalid UTF-8 bytes never get this far: the body reader
// refuses them (platform/request-body.ts).

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
// Without the u flag a regular expression sees UTF-16 code units: a high surrogate not followed by a low one, or a low
// one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** Why this text is refused, or undefined when it is fine. */
export function textProblem(value: string): string | undefined {
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text';
  if (BIDI_CONTROLS.test(value)) return 'Must not contain bidirectional control characters';
  return undefined;
}

/** The first refused text anywhere in a parsed JSON value (keys included), with its dot-separated path. */
export function findTextProblem(
  value: unknown,
  path: readonly string[] = [],
): { path: string; message: string } | undefined {
  const at = (message: string, key?: string) => ({
    path: [...path, ...(key === undefined ? [] : [key])].join('.') || '_',
    message,
  });
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? at(message) : undefined;
  }
  if (typeof value !== 'object' || value === null || path.length >= MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblem(key);
    if (keyMessage) return at(keyMessage, '_key');
    const found = findTextProblem(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

// Length limits are told to people and checked in grapheme clusters, the characters a reader sees (an emoji, a
// flag, a letter with its accents), exactly as the kit's counters count them (ui-kit/src/format/text.ts), so what
// a counter allows the API takes. Storage keeps its own ceiling in code points, the unit of the contract's
// maxLength and PostgreSQL's length(): only a text crowded with multi-code-point emoji reaches it first.
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a person sees in the text (grapheme clusters). */
export function graphemeCount(value: string): number {
  return Array.from(graphemeSegmenter.segment(value)).length;
}

/** The first `max` characters of a text as people see them: quoting it back never splits an emoji or a flag. */
export function clipGraphemes(value: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const part of graphemeSegmenter.segment(value)) {
    if (count === max) break;
    count += 1;
    end = part.index + part.segment.length;
  }
  return value.slice(0, end);
}

/**
 * Why a text breaks its length limit (`max` characters as people count them, `ceiling` code points of storage),
 * or undefined when it fits.
 */
export function lengthProblem(
  value: string,
  label: string,
  max: number,
  ceiling: number = max,
): string | undefined {
  if (graphemeCount(value) > max) return `${label} must be at most ${max} characters`;
  if (Array.from(value).length > ceiling) {
    return `${label} is too long to store: emoji and accented letters take more room`;
  }
  return undefined;
}

/**
 * `lengthProblem` as a zod refinement (`.superRefine(withinLength('Reason', 1000))`), written against the one method
 * it calls so that this file stays free of zod.
 */
export function withinLength(label: string, max: number) {
  return (value: string, ctx: { addIssue(issue: { code: 'custom'; message: string }): void }) => {
    const problem = lengthProblem(value, label, max);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/** PostgreSQL text cannot hold the NUL character; refusing it here keeps it from becoming a 500. */
export const withoutNul = (text: string) => !text.includes('\u0000');
