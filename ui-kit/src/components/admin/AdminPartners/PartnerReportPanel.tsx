import type { components } from '@expertbridge/sdk';
import { formatMoney } from '../../../format/money.js';
import { usePartnerReport } from '../../../hooks/partners.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminFigures, ScrollTable, type Figure } from '../AdminPage.js';

type Figures = components['schemas']['PartnerFigures'];

/** One amount per currency, never converted; a dash when there is none. */
function amounts(list: Figures['value']): string {
  return list.length
    ? list.map((money) => formatMoney(money, { decimals: true })).join(' · ')
    : '—';
}

/** A partner's bookings, paid bookings, cancellations and money, in total and by month (UTC). */
export function PartnerReportPanel({ partnerId }: { partnerId: string }) {
  const t = useT('admin');
  const f = useAdminFormat();
  const report = usePartnerReport(partnerId);
  if (report.isPending) return <Skeleton height="7rem" />;
  if (report.isError)
    return <ErrorState scope="admin" error={report.error} onRetry={() => void report.refetch()} />;
  const { totals, months, partner } = report.data;
  if (totals.bookings === 0) {
    return <StateMessage title={t('admin.partners.report.empty', { name: partner.name })} />;
  }
  const figures: Figure[] = [
    {
      label: t('admin.partners.report.bookings'),
      values: [{ key: 'n', value: f.count(totals.bookings) }],
    },
    {
      label: t('admin.partners.report.paid'),
      values: [{ key: 'n', value: f.count(totals.paidBookings) }],
    },
    {
      label: t('admin.partners.report.value'),
      values: [{ key: 'v', value: amounts(totals.value) }],
    },
  ];
  return (
    <div className="eb-stack">
      <AdminFigures
        title={t('admin.partners.report.title', { name: partner.name })}
        figures={figures}
      />
      <ScrollTable
        caption={t('admin.partners.report.byMonth', { name: partner.name })}
        head={
          <tr>
            <th scope="col" className="eb-admin-table__text">
              {t('admin.revenue.col.month')}
            </th>
            <th scope="col">{t('admin.partners.report.bookings')}</th>
            <th scope="col">{t('admin.partners.report.paid')}</th>
            <th scope="col">{t('admin.partners.report.cancelled')}</th>
            <th scope="col">{t('admin.partners.report.value')}</th>
            <th scope="col">{t('admin.partners.report.refunded')}</th>
            <th scope="col">{t('admin.partners.report.platformRevenue')}</th>
          </tr>
        }
      >
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{f.month(month.month)}</th>
            <td>{f.count(month.bookings)}</td>
            <td>{f.count(month.paidBookings)}</td>
            <td>{f.count(month.cancelledBookings)}</td>
            <td>{amounts(month.value)}</td>
            <td>{amounts(month.refunded)}</td>
            <td>{amounts(month.platformRevenue)}</td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
