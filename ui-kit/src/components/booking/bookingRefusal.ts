import { ApiRequestError } from '../../api/errors.js';
import { useT, type Translate } from '../../i18n/I18nProvider.js';
import { useToast } from '../feedback/Toaster/useToast.js';

/** The codes with which the server refuses a chosen time (booking, moving, or accepting a move). */
export const TIME_REFUSALS = [
  'slot_taken',
  'invalid_start_time',
  'outside_availability',
  'insufficient_notice',
  'beyond_booking_horizon',
  'duration_not_offered',
  'daily_limit_reached',
  'expert_busy',
] as const;

export type TimeRefusalCode = (typeof TIME_REFUSALS)[number];

/** What to tell a person whose time was refused: a title for the code and words that say what to do. */
export interface TimeRefusal {
  code: TimeRefusalCode;
  title: string;
  /** The server's own words when it gave some (they name the expert's rule, e.g. the notice), else ours. */
  description: string;
}

const isTimeRefusal = (code: string | undefined): code is TimeRefusalCode =>
  (TIME_REFUSALS as readonly string[]).includes(code ?? '');

/**
 * The refusal of a chosen time in an error, or undefined for any other failure. The caller reloads the free
 * times and asks the person to choose again.
 */
export function timeRefusal(error: unknown, t: Translate): TimeRefusal | undefined {
  if (!(error instanceof ApiRequestError) || !isTimeRefusal(error.code)) return undefined;
  const { code } = error;
  const [title, fallback] =
    code === 'slot_taken'
      ? [t('booking.slotTakenTitle'), t('booking.slotTakenDescription')]
      : [t(`booking.refused.${code}.title`), t(`booking.refused.${code}.description`)];
  return { code, title, description: sentence(error.serverMessage ?? fallback) };
}

/** Words ending as a sentence, so another can follow them. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/**
 * Says a refused time in a toast and answers the words for the times (why, and to choose again), or undefined
 * when the error is no refusal of the time; the caller reloads the free times and clears the choice.
 */
export function useSayRefusedTime(): (error: unknown) => string | undefined {
  const t = useT();
  const { toast } = useToast();
  return (error) => {
    const refused = timeRefusal(error, t);
    if (!refused) return undefined;
    toast({ title: refused.title, description: refused.description, variant: 'destructive' });
    return `${refused.description} ${t('booking.refused.chooseAgain')}`;
  };
}
