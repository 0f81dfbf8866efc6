import { useId, type ReactNode } from 'react';
import { loginUrl, useSignInMethods } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';

export interface AuthShellProps {
  title: string;
  subtitle: string;
  /** The identity provider's name for "Continue with …". */
  providerName: string;
  children: ReactNode;
  /** The line under the form linking to the other screen. */
  footer: ReactNode;
}

/**
 * The frame shared by sign-in and sign-up (part 1 §2): a close button to home, the identity-provider
 * button (a full-page navigation to /api/login) when one is configured, Google and Facebook disabled as Coming
 * Soon, the form. Until the API says a provider is configured (or when it cannot say), the button is left out:
 * without one, /api/login only leads back here.
 */
export function AuthShell({ title, subtitle, providerName, children, footer }: AuthShellProps) {
  const t = useT();
  const titleId = useId();
  const identityProvider = useSignInMethods().data?.identityProvider === true;
  return (
    <section className="eb-auth eb-card" aria-labelledby={titleId}>
      <div className="eb-auth__top">
        <div>
          <h1 id={titleId} className="eb-heading">
            {title}
          </h1>
          <p className="eb-muted">{subtitle}</p>
        </div>
        <Link
          to="/"
          className="eb-btn eb-btn--ghost eb-btn--icon"
          aria-label={t('auth.closeToHome')}
        >
          <Icon name="close" />
        </Link>
      </div>
      {identityProvider && (
        <Link to={loginUrl()} fullPage className="eb-btn eb-btn--secondary eb-auth__wide">
          {t('auth.continueWith', { provider: providerName })}
        </Link>
      )}
      <div className="eb-auth__social">
        <Button variant="secondary" disabled>
          {t('auth.google')}
        </Button>
        <Button variant="secondary" disabled>
          {t('auth.facebook')}
        </Button>
      </div>
      <p className="eb-auth__or">
        <span>{t('auth.or')}</span>
      </p>
      {children}
      <p className="eb-auth__footer">{footer}</p>
    </section>
  );
}
