import { useId } from 'react';
import { useFavorites, useSetFavorite } from '../../../hooks/favorites.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { ExpertCard } from '../../directory/ExpertCard/ExpertCard.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

/** Skeleton cards while the favourites load. */
const SKELETONS = 3;

/**
 * The client's favourite experts (DESIGN §6: real favourites, not the spec's always-empty list), newest
 * first, each removable at once (the card comes back if the API refuses); 'No favorite experts yet.' with
 * Browse Experts when there are none.
 */
export function FavoritesList() {
  const t = useT();
  const { toast } = useToast();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const titleId = useId();

  let body;
  if (favorites.isPending) {
    body = (
      <ul className="eb-grid" aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <Skeleton height="11rem" />
          </li>
        ))}
      </ul>
    );
  } else if (favorites.isError) {
    body = <ErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />;
  } else if (favorites.data.items.length === 0) {
    body = (
      <StateMessage
        headingLevel={3}
        title={t('favorites.empty')}
        action={
          <Link to="/experts" className="eb-btn eb-btn--primary">
            {t('favorites.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="eb-grid">
        {favorites.data.items.map((expert) => {
          return (
            <li key={expert.id}>
              <ExpertCard
                expert={expert}
                variant="compact"
                actions={
                  <Button
                    variant="ghost"
                    iconOnly
                    aria-label={t('favorites.remove', { name: expertName(expert, t) })}
                    onClick={() =>
                      setFavorite.mutate(
                        { expert, favorite: false },
                        {
                          onError: () =>
                            toast({ title: t('common.error'), variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    <Icon name="heart" filled />
                  </Button>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} aria-busy={favorites.isPending}>
      <h2 id={titleId} className="eb-heading">
        {t('favorites.title')}
      </h2>
      {body}
    </section>
  );
}
