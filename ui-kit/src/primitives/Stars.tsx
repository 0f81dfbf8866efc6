import { formatRating } from '../format/text.js';
import { useT } from '../i18n/I18nProvider.js';
import { Icon } from './Icon.js';

/** Five stars filled to the rounded rating, with the rating to one decimal beside them. */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const shown = formatRating(rating);
  const filled = Math.round(rating);
  return (
    <span className="eb-stars">
      <span
        className="eb-stars__icons"
        role="img"
        aria-label={t('expert.rating', { rating: shown })}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={n <= filled ? undefined : 'eb-star--empty'}>
            <Icon name="star" filled={n <= filled} />
          </span>
        ))}
      </span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
