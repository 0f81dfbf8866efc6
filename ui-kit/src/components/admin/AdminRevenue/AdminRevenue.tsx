import type { components, Currency, Money } from '@expertbridge/sdk';
import { useId } from 'react';
import { formatMoney } from '../../../format/money.js';
import { useAdminRevenue } from '../../../hooks/adminConsultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { StateMessage } from '../../../primitives/State.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminFigures, AdminPage, AdminQuery, AdminSkeleton, type Figure } from '../AdminPage.js';
import { averageFee, feeSplit } from './revenueFigures.js';
import { RevenueTables } from './RevenueTables.js';

type RevenueSummary = components['schemas']['RevenueSummary'];
type CurrencyRevenue = RevenueSummary['byCurrency'][number];

/** A currency's row before any money moved in it. */
function noRevenue(currency: Currency): CurrencyRevenue {
  return {
    currency,
    revenue: 0,
    feesKept: 0,
    paid: 0,
    refunded: 0,
    paidOut: 0,
    inEscrow: 0,
    cardDisputeFees: 0,
    cardDisputesLost: 0,
    owedByExperts: 0,
    netRevenue: 0,
  };
}

/**
 * The admins' revenue dashboard (part 2 §2.8; Korean by default): platform revenue, completed
 * consultations and the average fee (all three shown, at zero before the first revenue), each per currency
 * and never converted, the fee split, and the
 * breakdowns by currency and month. Only admins get the figures; the server decides who is one.
 */
export function AdminRevenue() {
  const t = useT('admin');
  const revenue = useAdminRevenue();
  return (
    <AdminPage title={t('admin.revenue.title')} busy={revenue.isPending}>
      <AdminQuery
        query={revenue}
        loading={<AdminSkeleton figures={3} rows={2} />}
        returnTo="/admin/revenue"
      >
        {(data) => <RevenueFigures data={data} />}
      </AdminQuery>
    </AdminPage>
  );
}

function RevenueFigures({ data }: { data: RevenueSummary }) {
  const t = useT('admin');
  const f = useAdminFormat();
  const splitId = useId();
  const split = feeSplit(data.platformFeeRate);
  const zero = (currency: Currency): Money => ({ amount: 0, currency });
  // Before the first revenue every figure still shows, at zero in the home currency (part 1 §1).
  const totals = data.totalRevenue.length ? data.totalRevenue : [zero('NZD')];
  const currencies = data.byCurrency.length ? data.byCurrency : [noRevenue('NZD')];

  const figures: Figure[] = [
    {
      label: t('admin.revenue.total'),
      values: totals.map((money) => ({
        key: money.currency,
        value: formatMoney(money, { decimals: true }),
      })),
    },
    {
      label: t('admin.revenue.completed'),
      values: [{ key: 'count', value: f.count(data.completedConsultations) }],
    },
    {
      label: t('admin.revenue.average'),
      values: currencies.map((row) => ({
        key: row.currency,
        value: formatMoney(averageFee(row) ?? zero(row.currency), { decimals: true }),
        note: t('admin.revenue.averageBasis', { count: row.feesKept }),
      })),
    },
  ];

  const empty = data.completedConsultations === 0 && data.totalRevenue.length === 0;
  return (
    <>
      <AdminFigures title={t('admin.revenue.figures')} figures={figures} />
      <p className="eb-muted">{t('admin.revenue.perCurrency')}</p>
      {empty ? (
        <StateMessage
          title={t('admin.revenue.empty')}
          description={t('admin.revenue.emptyDescription')}
        />
      ) : null}
      <section className="eb-card eb-stack" aria-labelledby={splitId}>
        <h2 id={splitId} className="eb-subheading">
          {t('admin.revenue.splitTitle')}
        </h2>
        <p>
          {t('admin.revenue.split', {
            platform: f.percent(split.platform),
            expert: f.percent(split.expert),
          })}
        </p>
        <p className="eb-muted">{t('admin.revenue.splitTiming')}</p>
      </section>
      {empty ? null : <RevenueTables data={data} />}
    </>
  );
}
