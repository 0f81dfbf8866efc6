import { formatDate, formatDateTime, formatRelative } from '../format/dates.js';
import { formatMoney } from '../format/money.js';
import { truncate } from '../format/text.js';
import { translate, type MessageKey } from '../i18n/catalogue.js';
import { en } from '../i18n/en/index.js';
import { ko } from '../i18n/ko.js';

const NOW = new Date('2026-11-22T01:00:00.000Z');
const NZ = { timeZone: 'Pacific/Auckland' };
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** Live results of the formatting module, computed by the functions themselves. */
export function FormattingExamples() {
  const rows: [string, string][] = [
    [
      "formatMoney({ amount: 18050, currency: 'NZD' })",
      formatMoney({ amount: 18050, currency: 'NZD' }),
    ],
    [
      "formatMoney({ amount: 25050, currency: 'AUD' }, { decimals: true })",
      formatMoney({ amount: 25050, currency: 'AUD' }, { decimals: true }),
    ],
    ["formatDate('2026-11-22T01:00:00Z')", formatDate(NOW, NZ)],
    ["formatDateTime('2026-11-22T01:00:00Z')", formatDateTime(NOW, NZ)],
    ['formatRelative(5 minutes earlier)', formatRelative(ago(5), NOW)],
    ['formatRelative(3 hours earlier)', formatRelative(ago(180), NOW)],
    ['formatRelative(2 days earlier)', formatRelative(ago(2880), NOW)],
    ['formatRelative(10 days earlier)', formatRelative(ago(14400), NOW, NZ)],
    [
      "truncate('Chartered accountant helping sole traders', 20)",
      truncate('Chartered accountant helping sole traders', 20),
    ],
  ];
  return <ExampleTable rows={rows} />;
}

/** Every Korean message beside its English one. */
export function CatalogueExamples() {
  const rows = (Object.keys(ko) as MessageKey[]).map((key): [string, string] => [
    key,
    `${translate(en, key)} / ${translate(ko, key)}`,
  ]);
  return (
    <>
      <p>
        {Object.keys(en).length} English messages; {rows.length} Korean ones (the rest fall back to
        English).
      </p>
      <ExampleTable rows={rows} />
    </>
  );
}

function ExampleTable({ rows }: { rows: [string, string][] }) {
  return (
    <table>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td>{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
