import { useId } from 'react';
import { useFavorites } from '../../../hooks/favorites.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { ErrorState } from '../../../primitives/State.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { ActivitySkeleton } from './ActivitySkeleton.js';

/** How many favourites the home page lists. */
export const FAVORITES_SHOWN = 5;

/**
 * The signed-in user's favourite experts (DESIGN §6: real favourites, not the spec's always-empty list),
 * most recently added first: avatar, name linking to the profile, title and category.
 */
export function FavoriteExperts({ enabled }: { enabled: boolean }) {
  const t = useT();
  const titleId = useId();
  const favorites = useFavorites({ pageSize: FAVORITES_SHOWN }, enabled);

  let body;
  if (favorites.isLoadingError) {
    body = <ErrorState onRetry={() => void favorites.refetch()} />;
  } else if (favorites.isPending) {
    body = <ActivitySkeleton count={3} />;
  } else if (favorites.data.items.length === 0) {
    body = (
      <div className="eb-activity__empty">
        <p className="eb-muted">{t('favorites.empty')}</p>
        <Link to="/experts" className="eb-link">
          {t('favorites.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="eb-activity__list">
        {favorites.data.items.slice(0, FAVORITES_SHOWN).map((expert) => (
          <li key={expert.id} className="eb-activity__item eb-activity__item--person">
            <Avatar
              firstName={expert.user.firstName}
              lastName={expert.user.lastName}
              imageUrl={expert.user.profileImageUrl}
            />
            <div className="eb-activity__main">
              <Link to={`/experts/${expert.id}`} className="eb-activity__title">
                {expertName(expert, t)}
              </Link>
              <span className="eb-activity__meta">
                {expert.title || t('expert.defaultTitle')} · {expert.category.name}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="eb-card eb-activity"
      aria-labelledby={titleId}
      aria-busy={favorites.isPending && !favorites.isError}
    >
      <div className="eb-activity__header">
        <h3 id={titleId} className="eb-subheading">
          {t('favorites.title')}
        </h3>
      </div>
      {body}
    </section>
  );
}
