import type { Expert } from '@expertbridge/sdk';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import { useExpert } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { Icon } from '../../../primitives/Icon.js';
import { Stars } from '../../../primitives/Stars.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import {
  countryOf,
  expertName,
  flagOf,
  profileRating,
  respondsIn,
  responseTimeText,
} from '../../directory/ExpertCard/expertDisplay.js';
import { ExpertReviews } from '../ExpertReviews/ExpertReviews.js';

export { DEFAULT_RATING } from '../../directory/ExpertCard/expertDisplay.js';

export interface ExpertProfileViewProps {
  /** The expert's id (from /expert-profile/{id}). */
  id: string;
  /** Buttons under the header, e.g. Book Consultation and Start Chat. */
  actions?: ReactNode;
}

/** The public expert profile (part 1 §2): header, About, Experience, Qualifications, Quick Info, and the reviews themselves. */
export function ExpertProfileView({ id, actions }: ExpertProfileViewProps) {
  const t = useT();
  const expert = useExpert(id);
  if (expert.isPending) return <Spinner />;
  if (expert.isError) {
    const missing = expert.error instanceof ApiRequestError && expert.error.status === 404;
    return missing ? (
      <StateMessage
        headingLevel={1}
        title={t('profile.notFoundTitle')}
        description={t('profile.notFoundDescription')}
        action={
          <Link to="/experts" className="eb-btn eb-btn--primary">
            {t('profile.browseExperts')}
          </Link>
        }
      />
    ) : (
      <ErrorState error={expert.error} onRetry={() => void expert.refetch()} />
    );
  }
  return <Profile expert={expert.data} actions={actions} />;
}

function Profile({ expert, actions }: { expert: Expert; actions: ReactNode }) {
  const t = useT();
  const name = expertName(expert, t);
  const rating = profileRating(expert);
  const languages = expert.languages.length ? expert.languages : [t('expert.defaultLanguage')];
  const location = expert.location?.trim() || t('expert.defaultLocation');

  return (
    <article className="eb-profile" aria-label={name}>
      <header className="eb-profile__header eb-card">
        <Avatar
          firstName={expert.user.firstName}
          lastName={expert.user.lastName}
          imageUrl={expert.user.profileImageUrl}
          size="5rem"
        />
        <div className="eb-profile__summary">
          <h1 className="eb-heading eb-row">
            {name}
            {expert.isVerified ? (
              <span className="eb-badge eb-badge--primary">
                <Icon name="verified" />
                {t('expert.verified')}
              </span>
            ) : null}
          </h1>
          <p className="eb-profile__title">{expert.title.trim() || t('expert.defaultTitle')}</p>
          <p className="eb-row">
            <Stars rating={rating} />
            <span className="eb-muted">
              {t('expert.reviewCount', { count: expert.totalReviews })}
            </span>
          </p>
          <p className="eb-row">
            <span aria-hidden="true">{flagOf(countryOf(expert.location))}</span>
            {location}
            <span className="eb-badge">{expert.category.name}</span>
            {languages.map((language) => (
              <span key={language} className="eb-badge">
                {language}
              </span>
            ))}
          </p>
          <p className="eb-muted">{respondsIn(expert, t)}</p>
        </div>
        <div className="eb-profile__price">
          <p className="eb-profile__rate">
            {t('expert.perHour', { price: formatMoney(expert.hourlyRate) })}
          </p>
          {actions}
        </div>
      </header>
      <div className="eb-profile__body">
        <div className="eb-stack">
          <Card title={t('profile.about')}>{expert.bio.trim() || t('expert.defaultBio')}</Card>
          <Card title={t('profile.experience')}>
            {expert.experience.trim() || t('profile.noExperience')}
          </Card>
          <Card title={t('profile.qualifications')}>
            {expert.qualifications.trim() || t('profile.noQualifications')}
          </Card>
          <ExpertReviews expert={expert} />
        </div>
        <div className="eb-stack">
          <section className="eb-card">
            <h2 className="eb-subheading">{t('profile.quickInfo')}</h2>
            <dl className="eb-profile__facts">
              <dt>{t('profile.responseTime')}</dt>
              <dd>{responseTimeText(expert)}</dd>
              <dt>{t('expert.languages')}</dt>
              <dd>{languages.join(', ')}</dd>
              <dt>{t('profile.location')}</dt>
              <dd>{location}</dd>
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="eb-card">
      <h2 className="eb-subheading">{title}</h2>
      <p className="eb-profile__text">{children}</p>
    </section>
  );
}
