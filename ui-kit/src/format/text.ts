/** The spec's default truncation length (part 1 §1). */
export const DEFAULT_TRUNCATE = 150;

/** Cuts text to `max` characters followed by '...'; shorter text is returned unchanged. */
export function truncate(text: string, max: number = DEFAULT_TRUNCATE): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}

/** Initials for an avatar: the first letters of first and last name (part 1 §2). */
export function initials(firstName: string | null | undefined, lastName?: string | null): string {
  return `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
}

/** A rating with one decimal (part 1 §2): 4.75 is "4.8". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
