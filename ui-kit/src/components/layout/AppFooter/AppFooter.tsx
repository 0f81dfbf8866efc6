import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { telHref } from '../../marketing/shared/ContactDetails.js';

export interface AppFooterProps {
  /** The support address shown and linked (configuration, not catalogue text). */
  supportEmail: string;
  /** The support phone number shown and linked. */
  supportPhone: string;
  /** The year in the copyright line; defaults to the current year. */
  year?: number;
}

/** The footer on every page (part 1 §2): the site links, support e-mail and phone, and the year. */
export function AppFooter({ supportEmail, supportPhone, year }: AppFooterProps) {
  const t = useT();
  const links = [
    { to: '/experts', label: t('footer.findExperts') },
    { to: '/about', label: t('footer.onlineConsultation') },
    { to: '/become-expert', label: t('footer.expertRegistration') },
    { to: '/help', label: t('footer.helpCenter') },
    { to: '/terms', label: t('footer.terms') },
  ];
  return (
    <footer className="eb-footer">
      <div className="eb-footer__columns">
        <div>
          <p className="eb-footer__brand">{t('brand.name')}</p>
          <p className="eb-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="eb-footer__heading">{t('footer.explore')}</h2>
          <ul className="eb-footer__list">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="eb-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="eb-footer__heading">{t('footer.contact')}</h2>
          <ul className="eb-footer__list">
            <li>
              <a className="eb-footer__link" href={`mailto:${supportEmail}`}>
                {t('footer.email', { email: supportEmail })}
              </a>
            </li>
            <li>
              <a className="eb-footer__link" href={telHref(supportPhone)}>
                {t('footer.phone', { phone: supportPhone })}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="eb-footer__legal eb-muted">{t('footer.disclaimer')}</p>
      <p className="eb-footer__legal eb-muted">
        {t('footer.copyright', { year: year ?? new Date().getFullYear() })}
      </p>
    </footer>
  );
}
