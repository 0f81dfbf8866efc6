import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon } from '../../../primitives/Icon.js';
import { Panel } from '../shared/Panel.js';

export interface NeedHelpProps {
  /** Where Contact Support writes to (configuration, not catalogue text). */
  supportEmail: string;
}

/** The dashboard's Need Help card (part 2 §2.4): Contact Support by e-mail and the Help Center. */
export function NeedHelp({ supportEmail }: NeedHelpProps) {
  const t = useT();
  return (
    <Panel title={t('dashboard.needHelp.title')} description={t('dashboard.needHelp.description')}>
      <ul className="eb-quick-actions">
        <li>
          <a
            className="eb-btn eb-btn--secondary eb-quick-actions__link"
            href={`mailto:${supportEmail}`}
          >
            <Icon name="mail" />
            {t('dashboard.needHelp.contactSupport')}
          </a>
        </li>
        <li>
          <Link to="/help" className="eb-btn eb-btn--secondary eb-quick-actions__link">
            <Icon name="help" />
            {t('dashboard.needHelp.helpCenter')}
          </Link>
        </li>
      </ul>
    </Panel>
  );
}
