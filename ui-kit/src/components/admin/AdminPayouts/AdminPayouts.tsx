import { useState } from 'react';
import { formatDate } from '../../../format/dates.js';
import { INTL_LOCALES } from '../../../format/locale.js';
import { usePayoutAccounts, type AdminPayoutAccount } from '../../../hooks/payouts.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';
import { SelectField } from '../../../primitives/Field.js';
import { StateMessage } from '../../../primitives/State.js';
import { PAYOUT_STATUSES, amountsInWords, type PayoutStatus } from '../../payouts/payoutWords.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminPage, AdminPager, AdminQuery, AdminSkeleton, ScrollTable } from '../AdminPage.js';

const PAGE_SIZE = 20;
const COLUMNS = [
  'admin.payouts.expert',
  'admin.payouts.status',
  'admin.payouts.dueBy',
  'admin.payouts.reason',
  'admin.payouts.waiting',
  'admin.payouts.updated',
] as const;

/** One expert's row: who, the status, the deadline, Stripe's reason code, what waits, when last heard. */
function PayoutRow({ account }: { account: AdminPayoutAccount }) {
  const t = useT('admin');
  const f = useAdminFormat();
  const locale = INTL_LOCALES[useLocale('admin')];
  const none = t('admin.payouts.none');
  return (
    <tr>
      <th scope="row">
        {account.expertName}
        <br />
        <span className="eb-muted">{account.email}</span>
      </th>
      <td className="eb-admin-table__text">
        <span className="eb-badge">{t(`admin.payouts.status.${account.status}`)}</span>
      </td>
      <td className="eb-admin-table__text">
        {account.dueBy ? formatDate(account.dueBy, { locale }) : none}
      </td>
      {/* The provider's own code: admins look it up in Stripe's dashboard. */}
      <td className="eb-admin-table__text">
        {account.disabledReason ? <code>{account.disabledReason}</code> : none}
      </td>
      <td className="eb-admin-table__text">
        {account.waiting.count > 0
          ? t('admin.payouts.waitingCount', {
              count: f.count(account.waiting.count),
              amounts: amountsInWords(account.waiting.amounts, locale),
            })
          : none}
      </td>
      <td className="eb-admin-table__text">
        {account.updatedAt ? f.dateTime(account.updatedAt) : none}
      </td>
    </tr>
  );
}

/**
 * The admins' payout readiness (Korean by default, like the other admin pages): every approved expert's
 * payout account, those with completed consultations waiting for their details first, filtered by status.
 */
export function AdminPayouts() {
  const t = useT('admin');
  const [status, setStatus] = useState<PayoutStatus | ''>('');
  const [page, setPage] = useState(1);
  const accounts = usePayoutAccounts({
    ...(status ? { status } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = accounts.data
    ? Math.max(1, Math.ceil(accounts.data.total / accounts.data.pageSize))
    : 1;

  return (
    <AdminPage title={t('admin.payouts.title')} busy={accounts.isFetching}>
      <p className="eb-muted">{t('admin.payouts.intro')}</p>
      <div className="eb-admin-payouts__filter">
        <SelectField
          label={t('admin.payouts.show')}
          value={status}
          placeholder={t('admin.payouts.all')}
          options={PAYOUT_STATUSES.map((value) => ({
            value,
            label: t(`admin.payouts.status.${value}`),
          }))}
          onChange={(event) => {
            setStatus(event.target.value as PayoutStatus | '');
            setPage(1);
          }}
        />
      </div>
      <AdminQuery
        query={accounts}
        loading={<AdminSkeleton figures={0} rows={3} />}
        returnTo="/admin/payouts"
      >
        {(data) =>
          data.items.length === 0 ? (
            <StateMessage
              title={status ? t('admin.payouts.emptyFiltered') : t('admin.payouts.empty')}
            />
          ) : (
            <>
              <ScrollTable
                caption={t('admin.payouts.caption')}
                head={
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="eb-admin-table__text">
                        {t(column)}
                      </th>
                    ))}
                  </tr>
                }
              >
                {data.items.map((account) => (
                  <PayoutRow key={account.expertId} account={account} />
                ))}
              </ScrollTable>
              <AdminPager page={page} pages={pages} onPage={setPage} />
            </>
          )
        }
      </AdminQuery>
    </AdminPage>
  );
}
