import { formatDate } from '../../../format/dates.js';
import { formatTime } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Skeleton } from '../../../primitives/Skeleton.js';

export interface TimesProps {
  name: string;
  state: 'no-date' | 'loading' | 'error' | 'ready';
  starts: string[];
  zone: string;
  chosen: string | null;
  onChoose: (startsAt: string) => void;
  /** Try Again, only when asking again could give another answer. */
  onRetry?: () => void;
  /** The first free start after an empty day, and how to go there. */
  next?: { startsAt: string; onShow: () => void } | undefined;
}

/** The free start times of the day as radio buttons, or why there are none. */
export function Times({ name, state, starts, zone, chosen, onChoose, onRetry, next }: TimesProps) {
  const t = useT();
  if (state === 'no-date') return <p className="eb-muted">{t('availability.chooseDate')}</p>;
  if (state === 'loading') {
    return (
      <div className="eb-choices" role="status">
        <span className="eb-visually-hidden">{t('availability.loading')}</span>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height="2.5rem" width="5.5rem" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="eb-row" role="alert">
        <span>{t('availability.failed')}</span>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (starts.length === 0) {
    return (
      <div className="eb-availability__empty">
        <p className="eb-muted">{t('availability.empty')}</p>
        {next ? (
          <Button variant="secondary" onClick={next.onShow}>
            {t('availability.showNext', {
              date: formatDate(next.startsAt, { timeZone: zone }),
            })}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="eb-choices">
      {starts.map((startsAt) => (
        <label key={startsAt} className="eb-choice">
          <input
            type="radio"
            name={name}
            value={startsAt}
            checked={chosen === startsAt}
            onChange={() => onChoose(startsAt)}
          />
          <span>{formatTime(startsAt, { timeZone: zone })}</span>
        </label>
      ))}
    </div>
  );
}

/** Which of the times' states a query is in. */
export function queryState(query: { isPending: boolean; isError: boolean }): TimesProps['state'] {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}
