import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { SelectField } from '../../../primitives/Field.js';
import { Panel } from '../../dashboard/shared/Panel.js';

/** The first year the platform reports on. */
export const FIRST_SUMMARY_YEAR = 2020;

export interface AnnualSummaryDownloadProps {
  /** Today, for the years offered (the current year back to 2020); the clock's by default. */
  now?: Date;
}

/** The address of the signed-in expert's annual summary for a year, as a PDF or a CSV. */
export function annualSummaryUrl(year: number, format: 'pdf' | 'csv'): string {
  return `/api/experts/me/annual-summary?year=${year}&format=${format}`;
}

/**
 * The expert's annual summary: the year's figures as the platform reports them about the expert (the NZ
 * digital platform rules' copy to the seller), downloaded as a PDF or a CSV for a chosen calendar year.
 */
export function AnnualSummaryDownload({ now }: AnnualSummaryDownloadProps) {
  const t = useT();
  // Years are New Zealand calendar years; a year that has begun there is offered.
  const current = Number(
    new Intl.DateTimeFormat('en-NZ', { year: 'numeric', timeZone: 'Pacific/Auckland' }).format(
      now ?? new Date(),
    ),
  );
  const [year, setYear] = useState(current);
  const years = Array.from({ length: current - FIRST_SUMMARY_YEAR + 1 }, (_, i) => current - i);
  return (
    <Panel title={t('documents.annual.title')} description={t('documents.annual.intro')}>
      <div className="eb-row eb-documents__annual">
        <SelectField
          label={t('documents.annual.year')}
          value={String(year)}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <a
          className="eb-btn eb-btn--secondary"
          href={annualSummaryUrl(year, 'pdf')}
          download={`annual-summary-${year}.pdf`}
          aria-label={t('documents.annual.pdfLabel', { year })}
        >
          {t('documents.annual.pdf')}
        </a>
        <a
          className="eb-btn eb-btn--secondary"
          href={annualSummaryUrl(year, 'csv')}
          download={`annual-summary-${year}.csv`}
          aria-label={t('documents.annual.csvLabel', { year })}
        >
          {t('documents.annual.csv')}
        </a>
      </div>
    </Panel>
  );
}
