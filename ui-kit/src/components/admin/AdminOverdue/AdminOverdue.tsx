import { useState } from 'react';
import {
  PENDING_CONFIRMATIONS_POLL_MS,
  usePendingConfirmations,
} from '../../../hooks/adminConsultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { StateMessage } from '../../../primitives/State.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminFigures, AdminPage, AdminQuery, AdminSkeleton, type Figure } from '../AdminPage.js';
import { AUTO_COMPLETE_DAYS, AutoCompleteDialog } from './AutoCompleteDialog.js';
import { OverdueItem, type OverdueConsultation } from './OverdueItem.js';
import { ReminderDialog } from './ReminderDialog.js';

/** From this many days past its end a consultation is urgent (part 2 §9; the API flags each one). */
export const URGENT_DAYS = 3;

/**
 * The admins' overdue consultations (part 2 §2.8; Korean by default): consultations not completed 24 hours
 * after their end, most overdue first, polled every 30 seconds; summary cards, a reminder per
 * consultation, Refresh, and Auto-complete for those 7 or more days past their end.
 */
export function AdminOverdue() {
  const t = useT('admin');
  const f = useAdminFormat();
  const overdue = usePendingConfirmations();
  const [reminding, setReminding] = useState<OverdueConsultation>();
  const [confirming, setConfirming] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const due = overdue.data?.needsAutoComplete ?? 0;
  const counted = (label: string, count: number): Figure => ({
    label,
    values: [{ key: 'count', value: f.count(count) }],
  });

  // aria-disabled rather than disabled: the buttons keep focus while busy or with nothing to do.
  const actions = overdue.data ? (
    <>
      <Button
        variant="secondary"
        aria-disabled={refreshing || undefined}
        onClick={() => {
          if (refreshing) return;
          setRefreshing(true);
          void overdue.refetch().finally(() => setRefreshing(false));
        }}
      >
        {refreshing ? t('admin.overdue.refreshing') : t('admin.overdue.refresh')}
      </Button>
      <Button
        variant="danger"
        aria-disabled={due === 0 || undefined}
        onClick={() => due > 0 && setConfirming(true)}
      >
        {t('admin.autoComplete.button', { count: f.count(due) })}
      </Button>
    </>
  ) : null;

  return (
    <AdminPage title={t('admin.overdue.title')} actions={actions} busy={overdue.isPending}>
      <p className="eb-muted">
        {t('admin.overdue.intro', {
          urgentDays: URGENT_DAYS,
          autoDays: AUTO_COMPLETE_DAYS,
          seconds: PENDING_CONFIRMATIONS_POLL_MS / 1000,
        })}
      </p>
      <AdminQuery
        query={overdue}
        loading={<AdminSkeleton figures={3} rows={3} />}
        returnTo="/admin/pending"
      >
        {(data) => (
          <>
            <AdminFigures
              title={t('admin.overdue.figures')}
              figures={[
                counted(t('admin.overdue.totalPending'), data.totalPending),
                counted(t('admin.overdue.needsAutoComplete'), data.needsAutoComplete),
                counted(
                  t('admin.overdue.urgentCount', { days: URGENT_DAYS }),
                  data.pendingConsultations.filter((item) => item.urgent).length,
                ),
              ]}
            />
            <p className="eb-muted">
              {t('admin.updated', { time: f.time(overdue.dataUpdatedAt) })}
            </p>
            {data.pendingConsultations.length === 0 ? (
              <StateMessage
                title={t('admin.overdue.empty')}
                description={t('admin.overdue.emptyDescription')}
              />
            ) : (
              <ul className="eb-admin__list" aria-label={t('admin.overdue.list')}>
                {data.pendingConsultations.map((item) => (
                  <OverdueItem key={item.id} item={item} onRemind={setReminding} />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminQuery>
      {reminding ? (
        <ReminderDialog consultation={reminding} onClose={() => setReminding(undefined)} />
      ) : null}
      {confirming ? <AutoCompleteDialog count={due} onClose={() => setConfirming(false)} /> : null}
    </AdminPage>
  );
}
