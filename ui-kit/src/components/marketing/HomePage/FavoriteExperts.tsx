import { useFavorites } from '../../../hooks/favorites.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Avatar } from '../../../primitives/Avatar.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { ActivityCard } from './ActivityCard.js';

/** How many favourites the home page lists. */
export const FAVORITES_SHOWN = 5;

/**
 * The signed-in user's favourite experts (DESIGN §6: real favourites, not the spec's always-empty list),
 * most recently added first: avatar, name linking to the profile, title and category.
 */
export function FavoriteExperts({ enabled }: { enabled: boolean }) {
  const t = useT();
  const favorites = useFavorites({ pageSize: FAVORITES_SHOWN }, enabled);
  return (
    <ActivityCard
      title={t('favorites.title')}
      query={favorites}
      shown={FAVORITES_SHOWN}
      empty={{ text: t('favorites.empty'), to: '/experts', label: t('favorites.browse') }}
      item={(expert) => (
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
      )}
    />
  );
}
