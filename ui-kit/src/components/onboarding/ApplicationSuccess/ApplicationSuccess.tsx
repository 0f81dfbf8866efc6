import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon } from '../../../primitives/Icon.js';
import { ContactDetails, type ContactDetailsProps } from '../../marketing/shared/ContactDetails.js';
import { NextSteps, ReviewTimeline } from './ReviewSteps.js';

export type ApplicationSuccessProps = ContactDetailsProps;

/**
 * The application-submitted page at /expert-application-success (part 2 §2.6): the application is Under
 * Review; the next steps and their timelines; links home and to the directory; how to reach the company.
 */
export function ApplicationSuccess({ supportEmail, supportPhone }: ApplicationSuccessProps) {
  const t = useT();
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
        <NextSteps />

        <div className="eb-application-success__aside">
          <ReviewTimeline />

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
