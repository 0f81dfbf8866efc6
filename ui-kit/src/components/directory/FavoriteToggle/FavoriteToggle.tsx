import type { Expert } from '@expertbridge/sdk';
import { useState } from 'react';
import { useFavoriteIds, useSetFavorite } from '../../../hooks/favorites.js';
import { useCurrentUser } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { Icon } from '../../../primitives/Icon.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { expertName } from '../ExpertCard/expertDisplay.js';

export interface FavoriteToggleProps {
  expert: Expert;
  /** A heart alone (cards) or a heart with its word (the preview and the profile). */
  labelled?: boolean;
  /** Where sign-in comes back to; the page the visitor is on by default. */
  returnTo?: string;
}

/** The portal's sign-in screen, coming back to `returnTo`. */
function signInPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Marks an expert as a favourite or not: a toggle button (aria-pressed) named with the expert's name. The change
 * shows at once in every favourites panel and goes back, with a toast, if it fails. A visitor is asked to sign in.
 */
export function FavoriteToggle({ expert, labelled = false, returnTo }: FavoriteToggleProps) {
  const t = useT();
  const { toast } = useToast();
  // The signed-in user as the page's session keeps it fresh; a page of cards adds no listeners of its own.
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const ids = useFavoriteIds(signedIn);
  const setFavorite = useSetFavorite();
  const [asking, setAsking] = useState(false);
  const name = expertName(expert, t);
  const favorite = signedIn && (ids.data?.has(expert.id) ?? false);
  const checking = user.isPending || (signedIn && ids.isPending);

  const toggle = () => {
    if (!signedIn) {
      setAsking(true);
      return;
    }
    setFavorite.mutate(
      { expert, favorite: !favorite },
      {
        onError: () =>
          toast({
            title: t(favorite ? 'favorites.removeFailed' : 'favorites.addFailed', { name }),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <>
      <Button
        variant={labelled ? 'secondary' : 'ghost'}
        iconOnly={!labelled}
        className={`eb-favorite-toggle${favorite ? ' eb-favorite-toggle--on' : ''}`}
        aria-pressed={favorite}
        aria-label={t('favorites.toggle', { name })}
        title={checking ? t('favorites.checking') : undefined}
        disabled={checking}
        onClick={toggle}
      >
        <Icon name="heart" filled={favorite} />
        {labelled ? <span>{t('favorites.toggleText')}</span> : null}
      </Button>
      {checking ? <span className="eb-visually-hidden">{t('favorites.checking')}</span> : null}
      {asking ? (
        <Dialog
          title={t('favorites.signInTitle')}
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {t('favorites.notNow')}
              </Button>
              <Link
                to={signInPath(returnTo ?? `${window.location.pathname}${window.location.search}`)}
                className="eb-btn eb-btn--primary"
              >
                {t('favorites.signIn')}
              </Link>
            </>
          }
        >
          <p>{t('favorites.signInText', { name })}</p>
        </Dialog>
      ) : null}
    </>
  );
}
