import { useState } from 'react';
import { useDisputes } from '../../../hooks/adminConsultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { StateMessage } from '../../../primitives/State.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminPage, AdminQuery, AdminSkeleton } from '../AdminPage.js';
import { DisputeItem, type DisputedConsultation } from './DisputeItem.js';
import { ResolveDisputeDialog } from './ResolveDisputeDialog.js';

type Status = 'open' | 'resolved';
const STATUSES: Status[] = ['open', 'resolved'];
const PAGE_SIZE = 20;

/**
 * The admins' disputes (Korean by default, like the other admin pages): problems clients reported after
 * a consultation, open ones oldest first and resolved ones newest first, each with its facts, the reason,
 * the money held, and Resolve (release, partial refund or full refund, with a note to both parties).
 */
export function AdminDisputes() {
  const t = useT('admin');
  const f = useAdminFormat();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const disputes = useDisputes({ status, page, pageSize: PAGE_SIZE });
  const [resolving, setResolving] = useState<DisputedConsultation>();
  const counts = disputes.data?.counts;
  const pages = disputes.data
    ? Math.max(1, Math.ceil(disputes.data.total / disputes.data.pageSize))
    : 1;
  // Resolving the only open dispute of a later page empties it: go back to the page before.
  const resolved = () => {
    if (status === 'open' && page > 1 && disputes.data?.items.length === 1) setPage(page - 1);
  };

  const show = (next: Status) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <AdminPage title={t('admin.disputes.title')} busy={disputes.isFetching}>
      <p className="eb-muted">{t('admin.disputes.intro')}</p>
      <div role="group" aria-label={t('admin.disputes.show')} className="eb-disputes__tabs">
        {STATUSES.map((choice) => (
          <Button
            key={choice}
            variant={status === choice ? 'primary' : 'secondary'}
            aria-pressed={status === choice}
            onClick={() => show(choice)}
          >
            {counts
              ? t('admin.disputes.tab', {
                  label: t(`admin.disputes.${choice}`),
                  count: f.count(counts[choice]),
                })
              : t(`admin.disputes.${choice}`)}
          </Button>
        ))}
      </div>
      <AdminQuery
        query={disputes}
        loading={<AdminSkeleton figures={0} rows={3} />}
        returnTo="/admin/disputes"
      >
        {(data) => {
          if (data.items.length === 0) {
            return status === 'open' ? (
              <StateMessage
                title={t('admin.disputes.emptyOpen')}
                description={t('admin.disputes.emptyOpenDescription')}
              />
            ) : (
              <StateMessage title={t('admin.disputes.emptyResolved')} />
            );
          }
          return (
            <>
              <ul
                className="eb-admin__list"
                aria-label={
                  status === 'open'
                    ? t('admin.disputes.listOpen')
                    : t('admin.disputes.listResolved')
                }
              >
                {data.items.map((item) => (
                  <DisputeItem key={item.id} item={item} onResolve={setResolving} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav className="eb-disputes__pages" aria-label={t('admin.disputes.pages')}>
                  <Button
                    variant="secondary"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('admin.disputes.previous')}
                  </Button>
                  <span aria-current="page">
                    {t('admin.disputes.page', { page: f.count(page), pages: f.count(pages) })}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('admin.disputes.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          );
        }}
      </AdminQuery>
      {resolving ? (
        <ResolveDisputeDialog
          consultation={resolving}
          onResolved={resolved}
          onClose={() => setResolving(undefined)}
        />
      ) : null}
    </AdminPage>
  );
}
