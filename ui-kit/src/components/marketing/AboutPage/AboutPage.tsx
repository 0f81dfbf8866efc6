import { useId } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Icon, type IconName } from '../../../primitives/Icon.js';
import { ContactDetails, type ContactDetailsProps } from '../shared/ContactDetails.js';
import { Figures } from '../shared/Figures.js';
import { MarketingCategoryList } from '../shared/MarketingCategoryList.js';
import { FactList, StepList, type MessagePairs } from '../shared/MessageLists.js';

export type AboutPageProps = ContactDetailsProps;

const FEATURES: ReadonlyArray<{ icon: IconName; title: MessageKey; body: MessageKey }> = [
  { icon: 'verified', title: 'about.feature.verified.title', body: 'about.feature.verified.body' },
  { icon: 'briefcase', title: 'about.feature.payments.title', body: 'about.feature.payments.body' },
  { icon: 'video', title: 'about.feature.online.title', body: 'about.feature.online.body' },
  { icon: 'calculator', title: 'about.feature.pricing.title', body: 'about.feature.pricing.body' },
];

const COMPANY: MessagePairs = [
  ['about.company.headquarters', 'about.company.headquartersValue'],
  ['about.company.founded', 'about.company.foundedValue'],
  ['about.company.markets', 'about.company.marketsValue'],
  ['about.company.hours', 'contact.hoursValue'],
];

/** How a consultation works, in five steps (part 1 §2). */
const STEPS: MessagePairs = [
  ['about.step.browse.title', 'about.step.browse.body'],
  ['about.step.book.title', 'about.step.book.body'],
  ['about.step.pay.title', 'about.step.pay.body'],
  ['about.step.advice.title', 'about.step.advice.body'],
  ['about.step.review.title', 'about.step.review.body'],
];

/**
 * The About page (part 1 §2): mission, four feature cards, the About figures (500+, 10,000+, 4.8/5), the six
 * categories, company information, how it works in five steps and how to contact support.
 */
export function AboutPage({ supportEmail, supportPhone }: AboutPageProps) {
  const t = useT();
  const missionId = useId();
  const featuresId = useId();
  const categoriesId = useId();
  const companyId = useId();
  const stepsId = useId();
  const contactId = useId();
  return (
    <div className="eb-marketing">
      <div className="eb-marketing__hero eb-marketing__hero--single">
        <div className="eb-marketing__intro">
          <h1 className="eb-marketing__title">{t('about.title')}</h1>
          <p className="eb-marketing__lead">{t('about.subtitle')}</p>
        </div>
      </div>

      <section className="eb-card eb-marketing__mission" aria-labelledby={missionId}>
        <h2 id={missionId} className="eb-heading">
          {t('about.mission.title')}
        </h2>
        <p>{t('about.mission.body')}</p>
      </section>

      <section aria-labelledby={featuresId}>
        <h2 id={featuresId} className="eb-heading eb-marketing__section-head">
          {t('about.features.title')}
        </h2>
        <ul className="eb-grid eb-marketing__cards eb-marketing__cards--four">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="eb-card eb-marketing__card">
              <span className="eb-marketing__icon">
                <Icon name={feature.icon} />
              </span>
              <h3 className="eb-marketing__card-title">{t(feature.title)}</h3>
              <p className="eb-muted">{t(feature.body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <Figures title="about.impact.title" showTitle />

      <section aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className="eb-heading eb-marketing__section-head">
          {t('about.categories.title')}
        </h2>
        <MarketingCategoryList detail="description" />
      </section>

      <section className="eb-card eb-marketing__company" aria-labelledby={companyId}>
        <h2 id={companyId} className="eb-heading">
          {t('about.company.title')}
        </h2>
        <FactList facts={COMPANY} />
      </section>

      <section aria-labelledby={stepsId}>
        <h2 id={stepsId} className="eb-heading eb-marketing__section-head">
          {t('about.steps.title')}
        </h2>
        <StepList steps={STEPS} />
      </section>

      <section className="eb-card eb-marketing__closing" aria-labelledby={contactId}>
        <h2 id={contactId} className="eb-heading">
          {t('about.contact.title')}
        </h2>
        <p className="eb-muted">{t('about.contact.body')}</p>
        <ContactDetails supportEmail={supportEmail} supportPhone={supportPhone} />
      </section>
    </div>
  );
}
