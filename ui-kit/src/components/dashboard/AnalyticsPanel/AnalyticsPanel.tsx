import { consultationStatusValues as STATUSES } from '@expertbridge/sdk';
import { useState, type ReactNode } from 'react';
import { currencySymbol, formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { SkeletonRows } from '../shared/ConsultationLine.js';
import { ExpertSummaryGate } from '../shared/ExpertProfileGate.js';
import { CompletionRate, RatingFigure } from '../shared/ExpertStats.js';
import {
  formatMonth,
  monthKey,
  monthlySeries,
  monthsEndingWith,
  type ExpertSummary,
  type MonthlySeries,
} from '../shared/expertFigures.js';
import { MoneyFigures } from '../shared/MoneyFigures.js';
import { Panel } from '../shared/Panel.js';

/** Months the earnings chart shows by default; the API keeps the last 12. */
export const ANALYTICS_MONTHS = 6;

/** A bar as a share of the largest value; decorative, the number beside it carries the meaning. */
function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <span className="eb-bar eb-chart__bar" aria-hidden="true">
      <span className="eb-bar__fill" style={{ width: `${width}%` }} />
    </span>
  );
}

function EarningsTable({ series }: { series: MonthlySeries }) {
  const t = useT();
  return (
    <table className="eb-data-table eb-chart">
      <caption>
        {t('dashboard.analytics.earningsCaption', { currency: currencySymbol(series.currency) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.analytics.month')}</th>
          <th scope="col">{t('dashboard.analytics.earned')}</th>
          <th scope="col">{t('dashboard.analytics.consultations')}</th>
        </tr>
      </thead>
      <tbody>
        {series.rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{formatMonth(row.month)}</th>
            <td>
              <span className="eb-chart__cell">
                <span className="eb-chart__value">
                  {formatMoney({ amount: row.earned, currency: series.currency })}
                </span>
                <Bar value={row.earned} max={series.max} />
              </span>
            </td>
            <td>{row.consultations}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Analytics({ expert, months }: { expert: ExpertSummary; months: number }) {
  const t = useT();
  // The window is fixed when the panel mounts, as the API fixes its 12 months when it answers.
  const [last] = useState(() => monthKey(new Date()));
  const series = monthlySeries(expert.byMonth, monthsEndingWith(last, months));
  const figures: { label: string; value: ReactNode; note?: string }[] = [
    {
      label: t('dashboard.performance.completionRate'),
      value: <CompletionRate expert={expert} />,
    },
    { label: t('dashboard.performance.rating'), value: <RatingFigure expert={expert} /> },
    { label: t('dashboard.analytics.reviews'), value: expert.totalReviews },
    { label: t('dashboard.analytics.upcoming'), value: expert.upcoming },
    { label: t('dashboard.analytics.awaitingAnswer'), value: expert.pendingRequests },
    {
      label: t('dashboard.stats.totalEarnings'),
      value: <MoneyFigures amounts={expert.earned} />,
      note: t('dashboard.earnings.definition'),
    },
    { label: t('dashboard.analytics.paidOut'), value: <MoneyFigures amounts={expert.paidOut} /> },
    {
      label: t('dashboard.analytics.awaitingPayout'),
      value: <MoneyFigures amounts={expert.awaitingPayout} />,
    },
    // Said only when a payout waits for the expert's own details: the one part they can release themselves.
    ...(expert.waitingForPayoutDetails.length > 0
      ? [
          {
            label: t('payouts.waiting.title'),
            value: <MoneyFigures amounts={expert.waitingForPayoutDetails} />,
            note: t('payouts.waiting.note'),
          },
        ]
      : []),
    {
      label: t('dashboard.analytics.heldByDispute'),
      value: <MoneyFigures amounts={expert.heldByDispute} />,
      // Said only when a dispute holds money, so a figure at zero does not read as a complaint.
      ...(expert.heldByDispute.length > 0
        ? { note: t('dashboard.analytics.heldByDisputeNote') }
        : {}),
    },
  ];
  const most = Math.max(0, ...STATUSES.map((status) => expert.byStatus[status]));
  return (
    <div className="eb-analytics">
      <dl className="eb-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="eb-figure">
            <dt className="eb-figure__label">{figure.label}</dt>
            <dd className="eb-figure__value">{figure.value}</dd>
            {figure.note ? <dd className="eb-figure__detail">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
      <section className="eb-analytics__part">
        <h3 className="eb-subheading">{t('dashboard.analytics.earningsByMonth')}</h3>
        {series.length === 0 ? (
          <p className="eb-muted">{t('dashboard.analytics.noEarnings')}</p>
        ) : (
          series.map((s) => <EarningsTable key={s.currency} series={s} />)
        )}
      </section>
      <section className="eb-analytics__part">
        <h3 className="eb-subheading">{t('dashboard.analytics.byStatus')}</h3>
        <table className="eb-data-table eb-chart">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.analytics.status')}</th>
              <th scope="col">{t('dashboard.analytics.count')}</th>
            </tr>
          </thead>
          <tbody>
            {STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row">
                  <StatusBadge status={status} />
                </th>
                <td>
                  <span className="eb-chart__cell">
                    <span className="eb-chart__value">{expert.byStatus[status]}</span>
                    <Bar value={expert.byStatus[status]} max={most} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * The expert's Analytics tab from real figures only (DESIGN §6, unlike the spec's placeholders): completion
 * rate, rating and reviews, upcoming and unanswered requests, earnings and their parts per currency,
 * earnings and completed consultations by month, and consultations by status.
 */
export function AnalyticsPanel({ months = ANALYTICS_MONTHS }: { months?: number }) {
  const t = useT();
  return (
    <Panel title={t('dashboard.analytics.title')}>
      <ExpertSummaryGate loading={<SkeletonRows count={4} />}>
        {(expert) => <Analytics expert={expert} months={Math.min(12, Math.max(1, months))} />}
      </ExpertSummaryGate>
    </Panel>
  );
}
