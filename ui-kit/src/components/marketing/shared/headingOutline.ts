/**
 * The page's headings as "h2 Title" lines, and whether the outline is sound: exactly one h1, first, and
 * no level skipped on the way down. For the marketing pages' tests.
 */
export function headingOutline(container: HTMLElement) {
  const headings = [...container.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((h) => Number(h.tagName[1]));
  const sound =
    levels[0] === 1 &&
    levels.filter((level) => level === 1).length === 1 &&
    levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1);
  return {
    lines: headings.map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim() ?? ''}`),
    sound,
  };
}
