import { loginUrl } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { StateMessage } from '../../../primitives/State.js';

/** Why a guest link cannot go on, and a sign-in that returns to `returnTo`. */
export function SignInInstead({
  title,
  description,
  returnTo = '/dashboard',
}: {
  title: string;
  description?: string | undefined;
  returnTo?: string;
}) {
  const t = useT();
  return (
    <StateMessage
      title={title}
      description={description}
      action={
        <Link to={loginUrl(returnTo)} fullPage className="eb-btn eb-btn--primary">
          {t('guest.signIn')}
        </Link>
      }
    />
  );
}
