import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';

/** 'View Details' to a consultation's room, named by its title for screen readers. */
export function DetailsLink({ consultation }: { consultation: { id: string; title: string } }) {
  const t = useT();
  return (
    <Link
      to={`/consultation/${consultation.id}`}
      className="eb-btn eb-btn--secondary"
      aria-label={t('account.consultations.viewDetailsLabel', { title: consultation.title })}
    >
      {t('account.consultations.viewDetails')}
    </Link>
  );
}
