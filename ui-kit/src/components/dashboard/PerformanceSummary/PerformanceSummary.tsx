import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { SkeletonRows } from '../shared/ConsultationLine.js';
import { ExpertSummaryGate } from '../shared/ExpertProfileGate.js';
import { CompletionRate, RatingFigure } from '../shared/ExpertStats.js';
import { earnedInMonth, monthKey, type ExpertSummary } from '../shared/expertFigures.js';
import { MoneyFigures } from '../shared/MoneyFigures.js';
import { Panel } from '../shared/Panel.js';

function Figures({ expert }: { expert: ExpertSummary }) {
  const t = useT();
  // The month is fixed when the card mounts, as the API fixes it when it answers.
  const [month] = useState(() => monthKey(new Date()));
  const rows: { label: string; value: ReactNode; note?: string }[] = [
    {
      label: t('dashboard.performance.completionRate'),
      value: <CompletionRate expert={expert} />,
    },
    { label: t('dashboard.performance.rating'), value: <RatingFigure expert={expert} /> },
    {
      label: t('dashboard.performance.thisMonth'),
      value: <MoneyFigures amounts={earnedInMonth(expert.byMonth, month)} />,
      note: t('dashboard.performance.thisMonthNote'),
    },
    { label: t('dashboard.performance.pendingRequests'), value: expert.pendingRequests },
    { label: t('dashboard.performance.upcoming'), value: expert.upcoming },
  ];
  return (
    <dl className="eb-figures">
      {rows.map((row) => (
        <div key={row.label} className="eb-figure">
          <dt className="eb-figure__label">{row.label}</dt>
          <dd className="eb-figure__value">{row.value}</dd>
          {row.note ? <dd className="eb-figure__detail">{row.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * The expert's Performance Summary on the overview (part 2 §2.4), from the dashboard summary's real
 * figures (DESIGN §6): completion rate, rating, this month's earnings, requests to answer, upcoming.
 */
export function PerformanceSummary() {
  const t = useT();
  return (
    <Panel title={t('dashboard.performance.title')}>
      <ExpertSummaryGate loading={<SkeletonRows count={3} />}>
        {(expert) => <Figures expert={expert} />}
      </ExpertSummaryGate>
    </Panel>
  );
}
