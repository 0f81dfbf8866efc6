import { useId } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';

/** A marketing figure: its value ("200+") and what it counts. Static text, never data (part 1 §1). */
export interface Figure {
  value: MessageKey;
  label: MessageKey;
}

/** A band of marketing figures under a heading (visually hidden unless `showTitle`). */
export function Figures({
  title,
  figures,
  showTitle = false,
}: {
  title: MessageKey;
  figures: readonly Figure[];
  showTitle?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="eb-stats-band" aria-labelledby={titleId}>
      <h2
        id={titleId}
        className={showTitle ? 'eb-heading eb-stats-band__title' : 'eb-visually-hidden'}
      >
        {t(title)}
      </h2>
      <dl className="eb-stats-band__list">
        {figures.map((figure) => (
          <div key={figure.label} className="eb-stats-band__item">
            <dt className="eb-stats-band__label">{t(figure.label)}</dt>
            <dd className="eb-stats-band__value">{t(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
