import type { components } from '@expertbridge/sdk';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { useAdminFormat } from '../adminFormat.js';
import { ScrollTable } from '../AdminPage.js';

type RevenueSummary = components['schemas']['RevenueSummary'];

/** The by-currency table's measures, one row each. */
const CURRENCY_COLUMNS = [
  'revenue',
  'feesKept',
  'paid',
  'refunded',
  'paidOut',
  'inEscrow',
  // Card disputes' cost, and what the platform kept after it.
  'cardDisputeFees',
  'cardDisputesLost',
  'owedByExperts',
  'netRevenue',
] as const;

/**
 * The revenue's breakdowns as the API gives them: per currency (where the money is, a measure a row) and
 * per month.
 */
export function RevenueTables({ data }: { data: RevenueSummary }) {
  const t = useT('admin');
  const f = useAdminFormat();
  const money = (amount: number, currency: RevenueSummary['byCurrency'][number]['currency']) =>
    formatMoney({ amount, currency }, { decimals: true });
  /** Column headers; the first `text` columns hold words and line up at the start, the rest are figures. */
  const header = (keys: readonly MessageKey[], text = 1) => (
    <tr>
      {keys.map((key, index) => (
        <th key={key} scope="col" className={index < text ? 'eb-admin-table__text' : undefined}>
          {t(key)}
        </th>
      ))}
    </tr>
  );

  return (
    <>
      {data.byCurrency.length > 0 ? (
        // A measure a row and a currency a column: one or two currencies fit a phone's width, where
        // seven columns would not.
        <ScrollTable
          caption={t('admin.revenue.byCurrency')}
          head={
            <tr>
              <td />
              {data.byCurrency.map((row) => (
                <th key={row.currency} scope="col">
                  {row.currency}
                </th>
              ))}
            </tr>
          }
        >
          {CURRENCY_COLUMNS.map((column) => (
            <tr key={column}>
              <th scope="row">{t(`admin.revenue.col.${column}`)}</th>
              {data.byCurrency.map((row) => (
                <td key={row.currency}>
                  {column === 'feesKept' ? f.count(row.feesKept) : money(row[column], row.currency)}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {data.byMonth.length > 0 ? (
        <ScrollTable
          caption={t('admin.revenue.byMonth')}
          head={header(
            [
              'admin.revenue.col.month',
              'admin.revenue.col.currency',
              'admin.revenue.col.revenue',
              'admin.revenue.completed',
            ],
            2,
          )}
        >
          {data.byMonth.map((row) => (
            <tr key={`${row.month} ${row.currency}`}>
              <th scope="row">{f.month(row.month)}</th>
              <td className="eb-admin-table__text">{row.currency}</td>
              <td>{money(row.revenue, row.currency)}</td>
              <td>{f.count(row.completedConsultations)}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <p className="eb-muted">{t('admin.revenue.noMonths')}</p>
      )}
    </>
  );
}
