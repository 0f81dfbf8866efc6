import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';

/** Previous and Next with "Page 2 of 3" between; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="eb-pager" aria-label={t('dashboard.paging')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('dashboard.previousPage')}
      </Button>
      <span aria-live="polite">{t('dashboard.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('dashboard.nextPage')}
      </Button>
    </nav>
  );
}
