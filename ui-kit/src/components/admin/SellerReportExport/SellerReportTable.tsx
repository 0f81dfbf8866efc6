import { formatMoney } from '../../../format/money.js';
import type { SellerReport, SellerReportRow } from '../../../hooks/sellerReports.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { StateMessage } from '../../../primitives/State.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminFigures, ScrollTable, type Figure } from '../AdminPage.js';

const AMOUNTS = ['gross', 'commission', 'commissionGst', 'refunds', 'net'] as const;

/** One seller's identity: legal name (or the account's), e-mail, country and tax number as reported. */
function SellerCells({ row }: { row: SellerReportRow }) {
  const t = useT('admin');
  return (
    <>
      <th scope="row">
        {row.legalName ?? row.accountName}
        <br />
        <span className="eb-muted">
          {row.legalName && row.legalName !== row.accountName ? `${row.accountName} · ` : ''}
          {row.email}
        </span>
      </th>
      <td className="eb-admin-table__text">
        {t(`admin.sellerReports.country.${row.country}`)}
        <br />
        <span className="eb-muted">
          {row.taxNumber
            ? `${row.taxNumberLabel ?? ''} ${row.taxNumber}`.trim()
            : row.gstRegistered === null
              ? t('admin.sellerReports.noTaxDetails')
              : t('admin.sellerReports.notRegistered')}
        </span>
      </td>
    </>
  );
}

/** The report's preview: totals per currency, then one row per seller and currency (never converted). */
export function SellerReportTable({ report, range }: { report: SellerReport; range: string }) {
  const t = useT('admin');
  const f = useAdminFormat();
  const money = (amount: number, currency: SellerReportRow['currency']) =>
    formatMoney({ amount, currency }, { decimals: true });
  if (report.rows.length === 0) {
    return (
      <StateMessage
        title={t('admin.sellerReports.empty')}
        description={t('admin.sellerReports.emptyDescription')}
      />
    );
  }
  const figures: Figure[] = [
    {
      label: t('admin.sellerReports.sellers'),
      values: report.totals.map((total) => ({
        key: total.currency,
        value: f.count(total.sellers),
        note: total.currency,
      })),
    },
    ...(['gross', 'commission', 'refunds', 'net'] as const).map((key) => ({
      label: t(`admin.sellerReports.col.${key}`),
      values: report.totals.map((total) => ({
        key: total.currency,
        value: money(total[key], total.currency),
      })),
    })),
  ];
  return (
    <div className="eb-stack">
      <AdminFigures title={t('admin.sellerReports.totals')} figures={figures} />
      <ScrollTable
        caption={t('admin.sellerReports.caption', { range })}
        head={
          <tr>
            <th scope="col" className="eb-admin-table__text">
              {t('admin.sellerReports.col.seller')}
            </th>
            <th scope="col" className="eb-admin-table__text">
              {t('admin.sellerReports.col.taxNumber')}
            </th>
            <th scope="col">{t('admin.sellerReports.col.consultations')}</th>
            {AMOUNTS.map((key) => (
              <th key={key} scope="col">
                {t(`admin.sellerReports.col.${key}`)}
              </th>
            ))}
          </tr>
        }
      >
        {report.rows.map((row) => (
          <tr key={`${row.sellerId}-${row.currency}`}>
            <SellerCells row={row} />
            <td>{f.count(row.consultations)}</td>
            {AMOUNTS.map((key) => (
              <td key={key}>{money(row[key], row.currency)}</td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
