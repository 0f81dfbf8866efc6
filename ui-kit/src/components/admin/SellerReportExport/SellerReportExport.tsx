import { useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDate } from '../../../format/dates.js';
import { INTL_LOCALES } from '../../../format/locale.js';
import {
  sellerReportCsvUrl,
  useSellerReportSummary,
  type SellerReportRegime,
} from '../../../hooks/sellerReports.js';
import { useLocale, useT, type Translate } from '../../../i18n/I18nProvider.js';
import { SelectField, TextField } from '../../../primitives/Field.js';
import { AdminPage, AdminQuery, AdminSkeleton } from '../AdminPage.js';
import {
  customPeriodProblems,
  lastCompletePeriod,
  reportPeriods,
  type ReportPeriod,
} from './reportPeriods.js';
import { SellerReportTable } from './SellerReportTable.js';

const REGIMES: SellerReportRegime[] = ['au_serr', 'nz_dpi'];
const CUSTOM = 'custom';

export interface SellerReportExportProps {
  /** Today, for the periods offered; the clock's by default. */
  now?: Date;
}

function periodName(t: Translate, period: ReportPeriod): string {
  const name =
    period.half === null
      ? t('admin.sellerReports.period.year', { year: period.year })
      : t(`admin.sellerReports.period.h${period.half}`, { year: period.year });
  return period.current ? t('admin.sellerReports.period.current', { period: name }) : name;
}

/**
 * The admins' seller reports: a regime (the AU regime's half-years, the NZ rules' calendar years), one of
 * its periods or custom dates, a preview of the report's rows and totals from the API, and its CSV.
 */
export function SellerReportExport({ now }: SellerReportExportProps) {
  const t = useT('admin');
  const locale = INTL_LOCALES[useLocale('admin')];
  const [today] = useState(() => now ?? new Date());
  const [regime, setRegime] = useState<SellerReportRegime>('au_serr');
  const [choice, setChoice] = useState(() => lastCompletePeriod('au_serr', today).key);
  const periods = reportPeriods(regime, today);
  const preset = periods.find((p) => p.key === choice);
  const [custom, setCustom] = useState({ from: preset?.from ?? '', to: preset?.to ?? '' });

  const from = preset ? preset.from : custom.from;
  const to = preset ? preset.to : custom.to;
  const problems = preset ? {} : customPeriodProblems(custom.from, custom.to);
  const usable = Object.keys(problems).length === 0;
  const params = { regime, from, to };
  const summary = useSellerReportSummary(params, usable);
  // The API's refusal of a date, by its field (the browser's check should have caught it first).
  const refused = summary.error instanceof ApiRequestError ? summary.error.details : {};
  const errors = {
    from: problems.from ? t(`admin.sellerReports.rule.${problems.from}`) : refused['from'],
    to: problems.to ? t(`admin.sellerReports.rule.${problems.to}`) : refused['to'],
  };
  const day = (iso: string) => formatDate(iso, { timeZone: 'UTC', locale });
  const range = usable ? t('admin.sellerReports.range', { from: day(from), to: day(to) }) : '';

  const chooseRegime = (next: SellerReportRegime) => {
    setRegime(next);
    if (choice !== CUSTOM) setChoice(lastCompletePeriod(next, today).key);
  };
  const choosePeriod = (next: string) => {
    // Custom dates start from the period that was chosen, to be adjusted.
    if (next === CUSTOM && preset) setCustom({ from: preset.from, to: preset.to });
    setChoice(next);
  };

  return (
    <AdminPage title={t('admin.sellerReports.title')} busy={usable && summary.isFetching}>
      <p className="eb-muted">{t('admin.sellerReports.intro')}</p>
      <div className="eb-seller-reports__form">
        <SelectField
          label={t('admin.sellerReports.regime')}
          value={regime}
          options={REGIMES.map((value) => ({
            value,
            label: t(`admin.sellerReports.regime.${value}`),
          }))}
          onChange={(event) => chooseRegime(event.target.value as SellerReportRegime)}
        />
        <SelectField
          label={t('admin.sellerReports.period')}
          value={preset ? choice : CUSTOM}
          options={[
            ...periods.map((period) => ({ value: period.key, label: periodName(t, period) })),
            { value: CUSTOM, label: t('admin.sellerReports.period.custom') },
          ]}
          onChange={(event) => choosePeriod(event.target.value)}
        />
        {preset ? null : (
          <>
            <TextField
              type="date"
              label={t('admin.sellerReports.from')}
              name="from"
              required
              value={custom.from}
              error={errors.from}
              onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
            />
            <TextField
              type="date"
              label={t('admin.sellerReports.to')}
              name="to"
              required
              value={custom.to}
              error={errors.to}
              onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
            />
          </>
        )}
      </div>
      {usable ? (
        <>
          <p>
            <a
              className="eb-btn eb-btn--primary"
              href={sellerReportCsvUrl(params)}
              download
              aria-label={t('admin.sellerReports.downloadLabel', {
                regime: t(`admin.sellerReports.regimeShort.${regime}`),
                from: day(from),
                to: day(to),
              })}
            >
              {t('admin.sellerReports.download')}
            </a>
          </p>
          <AdminQuery
            query={summary}
            loading={<AdminSkeleton figures={4} rows={2} />}
            returnTo="/admin/seller-reports"
          >
            {(report) => <SellerReportTable report={report} range={range} />}
          </AdminQuery>
        </>
      ) : (
        <p className="eb-muted">{t('admin.sellerReports.fixPeriod')}</p>
      )}
    </AdminPage>
  );
}
