import { useId } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon } from '../../../primitives/Icon.js';
import { ContactDetails, type ContactDetailsProps } from '../../marketing/shared/ContactDetails.js';

export type ApplicationSuccessProps = ContactDetailsProps;

/** What follows a submitted application (part 2 §2.6). */
const NEXT_STEPS: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['applicationSuccess.next.review.title', 'applicationSuccess.next.review.body'],
  ['applicationSuccess.next.documents.title', 'applicationSuccess.next.documents.body'],
  ['applicationSuccess.next.activation.title', 'applicationSuccess.next.activation.body'],
  ['applicationSuccess.next.earning.title', 'applicationSuccess.next.earning.body'],
];

/** The confirmation page's timelines (part 2 §9): 1-2, 2-3 and 1 business days. */
const TIMELINE: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['applicationSuccess.timeline.review', 'applicationSuccess.timeline.reviewValue'],
  ['applicationSuccess.timeline.documents', 'applicationSuccess.timeline.documentsValue'],
  ['applicationSuccess.timeline.approval', 'applicationSuccess.timeline.approvalValue'],
];

/**
 * The application-submitted page at /expert-application-success (part 2 §2.6): the application is Under
 * Review; the next steps and their timelines; links home and to the directory; how to reach the company.
 */
export function ApplicationSuccess({ supportEmail, supportPhone }: ApplicationSuccessProps) {
  const t = useT();
  const nextId = useId();
  const timelineId = useId();
  const contactId = useId();
  return (
    <div className="eb-application-success">
      <div className="eb-application-success__intro">
        <span className="eb-application-success__mark">
          <Icon name="verified" />
        </span>
        <h1 className="eb-marketing__title">{t('applicationSuccess.title')}</h1>
        <p className="eb-marketing__lead">{t('applicationSuccess.body')}</p>
        <p className="eb-application-success__status">
          {t('applicationSuccess.status')}{' '}
          <span className="eb-badge eb-application-success__badge">
            <Icon name="clock" />
            {t('editor.status.pending')}
          </span>
        </p>
      </div>

      <div className="eb-application-success__columns">
        <section className="eb-card" aria-labelledby={nextId}>
          <h2 id={nextId} className="eb-heading">
            {t('applicationSuccess.next.title')}
          </h2>
          <ol className="eb-marketing__steps eb-marketing__steps--compact">
            {NEXT_STEPS.map(([title, body]) => (
              <li key={title} className="eb-marketing__step">
                <h3 className="eb-marketing__card-title">{t(title)}</h3>
                <p className="eb-muted">{t(body)}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="eb-application-success__aside">
          <section className="eb-card" aria-labelledby={timelineId}>
            <h2 id={timelineId} className="eb-heading">
              {t('applicationSuccess.timeline.title')}
            </h2>
            <dl className="eb-marketing__facts eb-marketing__facts--single">
              {TIMELINE.map(([term, value]) => (
                <div key={term}>
                  <dt>{t(term)}</dt>
                  <dd>{t(value)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="eb-card" aria-labelledby={contactId}>
            <h2 id={contactId} className="eb-heading">
              {t('applicationSuccess.contact.title')}
            </h2>
            <p className="eb-muted">{t('applicationSuccess.contact.body')}</p>
            <ContactDetails supportEmail={supportEmail} supportPhone={supportPhone} />
          </section>
        </div>
      </div>

      <div className="eb-marketing__actions eb-application-success__actions">
        <Link to="/" className="eb-btn eb-btn--primary">
          <Icon name="home" />
          {t('applicationSuccess.home')}
        </Link>
        <Link to="/experts" className="eb-btn eb-btn--secondary">
          <Icon name="search" />
          {t('applicationSuccess.browse')}
        </Link>
      </div>
    </div>
  );
}
