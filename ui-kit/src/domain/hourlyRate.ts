import { parseDollars } from '../format/money.js';
import type { MessageKey } from '../i18n/catalogue.js';

/** The lowest hourly rate a profile may ask, in minor units (part 2 §5: min 1). */
export const MIN_HOURLY_RATE = 100;

/**
 * What is wrong with an hourly rate typed in dollars, or null when it is usable: missing, not a plain
 * amount ("abc", "-5", "1.234"), or under the minimum. Every expert form words it the same way.
 */
export function hourlyRateProblem(text: string): MessageKey | null {
  if (text.trim() === '') return 'rule.hourlyRate';
  const amount = parseDollars(text);
  if (amount === null) return 'rule.hourlyRateNumber';
  return amount < MIN_HOURLY_RATE ? 'rule.hourlyRateMin' : null;
}
