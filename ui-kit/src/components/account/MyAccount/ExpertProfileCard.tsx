import type { Money, OwnExpertProfile } from '@expertbridge/sdk';
import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon } from '../../../primitives/Icon.js';
import { Panel } from '../../dashboard/shared/Panel.js';

/** An hourly rate from minor units: whole dollars when it is whole, else with its cents (A$250.50). */
export function formatRate(rate: Money): string {
  return formatMoney(rate, { decimals: rate.amount % 100 !== 0 });
}

/**
 * While the profile is not approved, what that means: in review nobody can find or book the applicant; a
 * rejection gives its reason. Either way a link leads to the application page with what to do next.
 * Nothing once approved.
 */
export function ApplicationNotice({ profile }: { profile: OwnExpertProfile }) {
  const t = useT();
  if (profile.status === 'approved') return null;
  const rejected = profile.status === 'rejected';
  return (
    <div className="eb-application-notice">
      <p>
        {t(rejected ? 'applicationStatus.notice.rejected' : 'applicationStatus.notice.pending')}
      </p>
      {rejected ? (
        <p>
          {profile.rejectionReason
            ? t('editor.rejectionReason', { reason: profile.rejectionReason })
            : t('applicationStatus.rejected.noReason')}
        </p>
      ) : null}
      <p>
        <Link to="/become-expert" className="eb-link">
          {t(rejected ? 'applicationStatus.notice.applyAgain' : 'applicationStatus.notice.details')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The signed-in user's own expert profile as a card (part 1 'My Account'; part 2 §2.5's view mode): the
 * category as a badge (and, while not approved, the review status and what it means), the professional title, location and
 * hourly rate, then bio, experience, qualifications and the languages as badges. `action` sits beside the
 * heading (Edit Profile).
 */
export function ExpertProfileCard({
  profile,
  action,
}: {
  profile: OwnExpertProfile;
  action?: ReactNode;
}) {
  const t = useT();
  const languagesId = useId();
  const languages =
    profile.languages.length > 0 ? profile.languages : [t('expert.defaultLanguage')];
  const facts: { label: string; value: ReactNode }[] = [
    ...(profile.bio ? [{ label: t('account.expertProfile.bio'), value: profile.bio }] : []),
    {
      label: t('profile.experience'),
      value: profile.experience || <span className="eb-muted">{t('profile.noExperience')}</span>,
    },
    {
      label: t('profile.qualifications'),
      value: profile.qualifications || (
        <span className="eb-muted">{t('profile.noQualifications')}</span>
      ),
    },
  ];

  return (
    <Panel title={t('account.expertProfile.title')} action={action} className="eb-expert-card">
      <p className="eb-row">
        <span className="eb-badge eb-badge--primary">{profile.category.name}</span>
        {profile.status !== 'approved' ? (
          <span className={`eb-badge eb-editor__status--${profile.status}`}>
            {t(`editor.status.${profile.status}`)}
          </span>
        ) : null}
      </p>
      <ApplicationNotice profile={profile} />
      <h3 className="eb-expert-card__title">{profile.title}</h3>
      <p className="eb-expert-card__meta">
        <span>
          <Icon name="mapPin" /> {profile.location ?? t('expert.defaultLocation')}
        </span>
        <span className="eb-expert-card__rate">
          {t('account.expertProfile.rate', { price: formatRate(profile.hourlyRate) })}
        </span>
      </p>
      <dl className="eb-expert-card__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt id={languagesId}>{t('expert.languages')}</dt>
          <dd>
            <ul className="eb-expert-card__languages" aria-labelledby={languagesId}>
              {languages.map((language) => (
                <li key={language} className="eb-badge">
                  {language}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
