import { useId } from 'react';
import { formatDuration } from '../../../format/dates.js';
import { LOCALE } from '../../../format/locale.js';
import { formatRating } from '../../../format/text.js';
import { useSiteConfig, type SiteConfig } from '../../../hooks/siteConfig.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';

const HOUR = 3_600_000;

/** The figures as the page words them: "200+", "5,000+", "4.8", "< 2 hours". */
function figureRows(figures: SiteConfig['figures'], t: ReturnType<typeof useT>) {
  const atLeast = (count: number) => t('stats.atLeast', { count: count.toLocaleString(LOCALE) });
  return [
    { label: 'stats.experts.label', value: atLeast(figures.verifiedExperts) },
    { label: 'stats.consultations.label', value: atLeast(figures.consultations) },
    { label: 'stats.rating.label', value: formatRating(figures.averageRating) },
    {
      label: 'stats.response.label',
      value: t('stats.response.value', { duration: formatDuration(figures.responseHours * HOUR) }),
    },
  ] satisfies { label: MessageKey; value: string }[];
}

/**
 * The band of marketing figures under a heading (visually hidden unless `showTitle`): the one set the
 * operator configures (GET /api/config), so the landing, home and About pages never disagree.
 */
export function Figures({ title, showTitle = false }: { title: MessageKey; showTitle?: boolean }) {
  const t = useT();
  const titleId = useId();
  const config = useSiteConfig();
  let body;
  if (config.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton height="3rem" />
      </div>
    );
  } else if (config.isError) {
    body = <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  } else {
    body = (
      <dl className="eb-stats-band__list">
        {figureRows(config.data.figures, t).map((figure) => (
          <div key={figure.label} className="eb-stats-band__item">
            <dt className="eb-stats-band__label">{t(figure.label)}</dt>
            <dd className="eb-stats-band__value">{figure.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section className="eb-stats-band" aria-labelledby={titleId}>
      <h2
        id={titleId}
        className={showTitle ? 'eb-heading eb-stats-band__title' : 'eb-visually-hidden'}
      >
        {t(title)}
      </h2>
      {body}
    </section>
  );
}
