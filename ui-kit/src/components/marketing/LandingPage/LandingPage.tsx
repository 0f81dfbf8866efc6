import { useId } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon, type IconName } from '../../../primitives/Icon.js';
import { MarketingCategoryList } from '../shared/MarketingCategoryList.js';
import { StatsBand } from '../StatsBand/StatsBand.js';

interface Reason {
  icon: IconName;
  title: MessageKey;
  body: MessageKey;
}

/** The three cards of 'Why Choose ExpertBridge' (part 1 §2). */
const REASONS: readonly Reason[] = [
  { icon: 'verified', title: 'landing.why.verified.title', body: 'landing.why.verified.body' },
  { icon: 'clock', title: 'landing.why.fast.title', body: 'landing.why.fast.body' },
  { icon: 'star', title: 'landing.why.reviews.title', body: 'landing.why.reviews.body' },
];

/** What the hero promises at a glance, each with a check mark. */
const HERO_POINTS: readonly MessageKey[] = [
  'landing.hero.point.verified',
  'landing.hero.point.online',
  'landing.hero.point.escrow',
];

/** The two calls to action the page repeats: the directory and the expert application. */
function CallsToAction() {
  const t = useT();
  return (
    <div className="eb-marketing__actions">
      <Link to="/experts" className="eb-btn eb-btn--primary eb-marketing__cta">
        <Icon name="search" />
        {t('landing.hero.findExpert')}
      </Link>
      <Link to="/become-expert" className="eb-btn eb-btn--secondary eb-marketing__cta">
        <Icon name="briefcase" />
        {t('landing.hero.becomeExpert')}
      </Link>
    </div>
  );
}

/**
 * The signed-out view of `/` (part 1 §2): the hero, 'Why Choose ExpertBridge', six static categories with
 * their static expert counts, the figures band and a closing call to action. Content for the page's <main>.
 */
export function LandingPage() {
  const t = useT();
  const heroId = useId();
  const whyId = useId();
  const categoriesId = useId();
  const closingId = useId();
  return (
    <div className="eb-marketing">
      <section className="eb-marketing__hero" aria-labelledby={heroId}>
        <div className="eb-marketing__hero-text">
          <p className="eb-marketing__eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id={heroId} className="eb-marketing__title">
            {t('landing.hero.title')}
          </h1>
          <p className="eb-marketing__lead">{t('landing.hero.subtitle')}</p>
          <CallsToAction />
        </div>
        <ul className="eb-marketing__points">
          {HERO_POINTS.map((point) => (
            <li key={point}>
              <span className="eb-marketing__icon">
                <Icon name="verified" />
              </span>
              {t(point)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={whyId}>
        <div className="eb-marketing__section-head">
          <h2 id={whyId} className="eb-heading">
            {t('landing.why.title')}
          </h2>
          <p className="eb-muted">{t('landing.why.subtitle')}</p>
        </div>
        <ul className="eb-grid eb-marketing__cards">
          {REASONS.map((reason) => (
            <li key={reason.title} className="eb-card eb-marketing__card">
              <span className="eb-marketing__icon">
                <Icon name={reason.icon} />
              </span>
              <h3 className="eb-marketing__card-title">{t(reason.title)}</h3>
              <p className="eb-muted">{t(reason.body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={categoriesId}>
        <div className="eb-marketing__section-head">
          <h2 id={categoriesId} className="eb-heading">
            {t('landing.categories.title')}
          </h2>
          <p className="eb-muted">{t('landing.categories.subtitle')}</p>
        </div>
        <MarketingCategoryList detail="count" />
      </section>

      <StatsBand />

      <section className="eb-card eb-marketing__closing" aria-labelledby={closingId}>
        <h2 id={closingId} className="eb-heading">
          {t('landing.cta.title')}
        </h2>
        <p className="eb-muted">{t('landing.cta.body')}</p>
        <CallsToAction />
      </section>
    </div>
  );
}
