import { useState } from 'react';
import { useCardDisputes, type CardDispute } from '../../../hooks/cardDisputes.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { StateMessage } from '../../../primitives/State.js';
import { useNow } from '../../room/ConsultationRoom/roomClock.js';
import { AdminPage, AdminQuery, AdminSkeleton } from '../AdminPage.js';
import { byDeadline } from './cardDisputeWords.js';
import { CardDisputeItem } from './CardDisputeItem.js';
import { SendEvidenceDialog } from './SendEvidenceDialog.js';

/**
 * The admins' card disputes (chargebacks; Korean by default, like the other admin pages): payments the
 * client's bank is taking back, the most urgent evidence deadline first, each with the money at stake and
 * the evidence, and "add a note and send evidence now". Apart from Disputes, the clients' complaints that
 * an admin decides: here the bank decides. The API answers at most 100 open ones, so the list does not page.
 */
export function AdminCardDisputes() {
  const t = useT('admin');
  const disputes = useCardDisputes();
  const [sending, setSending] = useState<CardDispute>();
  // Ticks each minute and at each deadline, so "in 1 day" turns "overdue" on a page left open.
  const now = useNow(disputes.data?.items.map((dispute) => dispute.evidenceDueBy)).getTime();

  return (
    <AdminPage title={t('admin.cardDisputes.title')} busy={disputes.isFetching}>
      <p className="eb-muted">{t('admin.cardDisputes.intro')}</p>
      <AdminQuery
        query={disputes}
        loading={<AdminSkeleton figures={0} rows={3} />}
        returnTo="/admin/card-disputes"
      >
        {(data) =>
          data.items.length === 0 ? (
            <StateMessage
              title={t('admin.cardDisputes.empty')}
              description={t('admin.cardDisputes.emptyDescription')}
            />
          ) : (
            <ul className="eb-admin__list" aria-label={t('admin.cardDisputes.list')}>
              {byDeadline(data.items).map((dispute) => (
                <CardDisputeItem key={dispute.id} dispute={dispute} now={now} onSend={setSending} />
              ))}
            </ul>
          )
        }
      </AdminQuery>
      {sending ? (
        <SendEvidenceDialog dispute={sending} onClose={() => setSending(undefined)} />
      ) : null}
    </AdminPage>
  );
}
