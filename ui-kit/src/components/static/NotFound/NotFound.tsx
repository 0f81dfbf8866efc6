import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { StateMessage } from '../../../primitives/State.js';

/** The 404 screen for any unknown route (part 1 §2): 'Page Not Found' and a way home. */
export function NotFound() {
  const t = useT();
  return (
    <StateMessage
      headingLevel={1}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Link to="/" className="eb-btn eb-btn--primary">
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
