import { loginUrl } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { StateMessage } from '../../../primitives/State.js';

export interface AccessDeniedProps {
  /**
   * Which screen refused: `profile` (My Account) and `becomeExpert` (expert registration) offer Log In
   * through /api/login; `editProfile` (the profile editor) offers Go to Login at /login, as the spec has it;
   * `admin` (a signed-in user without the admin role on an admin page) offers the way home.
   */
  reason?: 'profile' | 'editProfile' | 'becomeExpert' | 'admin';
  /** The path to come back to after signing in. */
  returnTo?: string;
}

/** 'Access Denied' for a signed-out visitor on a signed-in screen (part 1 §2, part 2 §2.7), or a non-admin on an admin page. */
export function AccessDenied({ reason = 'profile', returnTo }: AccessDeniedProps) {
  const t = useT();
  const action =
    reason === 'admin' ? (
      <Link to="/" className="eb-btn eb-btn--primary">
        {t('accessDenied.goHome')}
      </Link>
    ) : reason !== 'editProfile' ? (
      <Link to={loginUrl(returnTo)} fullPage className="eb-btn eb-btn--primary">
        {t('accessDenied.logIn')}
      </Link>
    ) : (
      <Link to="/login" className="eb-btn eb-btn--primary">
        {t('accessDenied.goToLogin')}
      </Link>
    );
  return (
    <StateMessage
      headingLevel={1}
      title={t('accessDenied.title')}
      description={t(`accessDenied.${reason}`)}
      action={action}
    />
  );
}
