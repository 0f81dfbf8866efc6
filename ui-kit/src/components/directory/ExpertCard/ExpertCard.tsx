import type { Expert } from '@expertbridge/sdk';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../format/money.js';
import { truncate } from '../../../format/text.js';
import { useT, type Translate } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { Stars } from '../../../primitives/Stars.js';
import { FavoriteToggle } from '../FavoriteToggle/FavoriteToggle.js';
import {
  countryOf,
  expertName,
  flagOf,
  languageSummary,
  nextAvailableText,
  respondsIn,
} from './expertDisplay.js';

/** The card's layouts and how much of the bio each shows (part 1 §9). */
export const BIO_LENGTH = { list: 200, grid: 150, compact: 100 } as const;
export type ExpertCardVariant = keyof typeof BIO_LENGTH;

export interface ExpertCardProps {
  expert: Expert;
  variant?: ExpertCardVariant;
  /** Opens the Expert Preview; without it there is no preview button. */
  onPreview?: (expert: Expert) => void;
  /** Extra buttons, e.g. removing a favourite. */
  actions?: ReactNode;
  /** The level of the name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The View Profile link; off where the visitor must stay on the page (the partner widget). */
  profileLink?: boolean;
  /** The favourite toggle (a heart by the name); off where there is no portal account (the partner widget). */
  favoriteToggle?: boolean;
  /** The zone the next free time is shown in: the viewer's unless given (stories and tests pin it). */
  timeZone?: string;
}

/**
 * An expert in the directory (part 1 §2): name, title, verified mark, location, first two languages,
 * stars with one decimal, the hourly rate in whole dollars, the bio cut to the variant's length, the next free time
 * in the viewer's zone and (grid) the expert's own response time.
 */
export function ExpertCard({
  expert,
  variant = 'grid',
  onPreview,
  actions,
  headingLevel = 3,
  profileLink = true,
  favoriteToggle = false,
  timeZone,
}: ExpertCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const name = expertName(expert, t);
  const languages = languageSummary(expert.languages, t);
  const bio = truncate(expert.bio.trim() || t('expert.defaultBio'), BIO_LENGTH[variant]);
  const place = expert.location?.trim() || t('expert.defaultLocation');

  return (
    <article className={`eb-expert-card eb-expert-card--${variant} eb-card`} aria-label={name}>
      <div className="eb-expert-card__head">
        <Avatar
          firstName={expert.user.firstName}
          lastName={expert.user.lastName}
          imageUrl={expert.user.profileImageUrl}
        />
        <div className="eb-expert-card__who">
          <Heading className="eb-expert-card__name">
            {variant === 'list' ? (
              <Link to={`/experts/${expert.id}`} className="eb-link">
                {name}
              </Link>
            ) : (
              name
            )}
            {expert.isVerified ? (
              <span
                className="eb-expert-card__verified"
                role="img"
                aria-label={t('expert.verifiedLabel')}
              >
                <Icon name="verified" />
              </span>
            ) : null}
          </Heading>
          <p className="eb-expert-card__title">{expert.title.trim() || t('expert.defaultTitle')}</p>
        </div>
        {favoriteToggle ? (
          <div className="eb-expert-card__favorite">
            <FavoriteToggle expert={expert} />
          </div>
        ) : null}
      </div>
      <p className="eb-expert-card__meta">
        <span role="img" aria-label={countryLabel(countryOf(expert.location), t)}>
          {flagOf(countryOf(expert.location))}
        </span>{' '}
        {place}
      </p>
      <p className="eb-expert-card__meta">
        <span className="eb-visually-hidden">{t('expert.languages')}: </span>
        {languages.shown.map((language) => (
          <span key={language} className="eb-badge">
            {language}
          </span>
        ))}
        {languages.more > 0 ? (
          <span className="eb-badge">{t('expert.moreLanguages', { count: languages.more })}</span>
        ) : null}
      </p>
      <p className="eb-expert-card__rating">
        <Stars rating={expert.averageRating} />
        <span className="eb-muted">{t('expert.reviewCount', { count: expert.totalReviews })}</span>
      </p>
      <p className="eb-expert-card__bio">{bio}</p>
      <p className="eb-expert-card__next">
        <Icon name="clock" />
        {nextAvailableText(expert, t, timeZone)}
      </p>
      {variant === 'grid' ? <p className="eb-muted">{respondsIn(expert, t)}</p> : null}
      <div className="eb-expert-card__foot">
        <p className="eb-expert-card__rate">
          {t('expert.perHour', { price: formatMoney(expert.hourlyRate) })}
        </p>
        <div className="eb-row">
          {onPreview ? (
            <Button
              variant="secondary"
              aria-label={`${t('expert.preview')}: ${name}`}
              onClick={() => onPreview(expert)}
            >
              {t('expert.preview')}
            </Button>
          ) : null}
          {profileLink ? (
            <Link
              to={`/expert-profile/${expert.id}`}
              className="eb-btn eb-btn--primary"
              aria-label={`${t('expert.viewProfile')}: ${name}`}
            >
              {t('expert.viewProfile')}
            </Link>
          ) : null}
          {actions}
        </div>
      </div>
    </article>
  );
}

/** The spoken name of a flag. */
export function countryLabel(country: 'NZ' | 'AU' | null, t: Translate): string {
  return country ? t(`country.${country}`) : t('country.other');
}
