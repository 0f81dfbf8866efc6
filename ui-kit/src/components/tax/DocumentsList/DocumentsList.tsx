import { useId, useState } from 'react';
import { formatDate } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useDocuments, type DocumentKind, type TaxDocument } from '../../../hooks/documents.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { SelectField } from '../../../primitives/Field.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { SkeletonRows } from '../../dashboard/shared/ConsultationLine.js';
import { Pager } from '../../dashboard/shared/Pager.js';
import { Panel } from '../../dashboard/shared/Panel.js';

/** Whose documents: a client's receipts and credit notes, or an expert's (all five kinds). */
export type DocumentsAudience = 'client' | 'expert';

const KINDS: Record<DocumentsAudience, DocumentKind[]> = {
  client: ['receipt', 'credit_note'],
  expert: ['receipt', 'credit_note', 'commission_invoice', 'payout_statement', 'monthly_statement'],
};

/** Documents per page. */
export const DOCUMENTS_PAGE_SIZE = 10;

export interface DocumentsListProps {
  audience: DocumentsAudience;
}

// Calendar dates (a statement's period) are days, not instants: read them in UTC so they never shift.
const day = (date: string) => formatDate(date, { timeZone: 'UTC' });

/** One document: its title and number, when it was issued, what it is about, its amounts, and the PDF. */
function DocumentItem({ doc, audience }: { doc: TaxDocument; audience: DocumentsAudience }) {
  const t = useT();
  const titleId = useId();
  const kind = t(`documents.kind.${doc.kind}`);
  const money = (amount: number) =>
    formatMoney({ amount, currency: doc.currency }, { decimals: true });
  // A client sees who supplied the consultation; an expert whom the receipt was issued to.
  const party =
    doc.kind === 'receipt' || doc.kind === 'credit_note'
      ? audience === 'client'
        ? doc.issuer.name
        : doc.recipient.name
      : undefined;
  return (
    <li className="eb-panel__item eb-documents__item">
      <div className="eb-panel__main">
        <p className="eb-panel__title" id={titleId}>
          {t('documents.number', { title: doc.title, number: doc.number })}
        </p>
        <p className="eb-panel__meta">
          {doc.title === kind ? null : <span className="eb-badge">{kind}</span>}
          <time dateTime={doc.issuedAt}>
            {t('documents.issued', { date: formatDate(doc.issuedAt) })}
          </time>
          {party ? <span>{party}</span> : null}
          {doc.refersTo ? (
            <span>{t('documents.refersTo', { number: doc.refersTo.number })}</span>
          ) : null}
          {doc.period ? (
            <span>
              {t('documents.period', { start: day(doc.period.start), end: day(doc.period.end) })}
            </span>
          ) : null}
        </p>
        <p className="eb-documents__amounts">
          <span>{t('documents.total', { amount: money(doc.total) })}</span>{' '}
          <span className="eb-muted">
            {doc.gst > 0 ? t('documents.gst', { amount: money(doc.gst) }) : t('documents.noGst')}
          </span>
        </p>
      </div>
      {/* The API answers the PDF as an attachment named after the number; the label says which. */}
      <a
        className="eb-btn eb-btn--secondary"
        href={doc.pdfUrl}
        download={`${doc.number}.pdf`}
        aria-label={t('documents.downloadLabel', { kind: kind.toLowerCase(), number: doc.number })}
      >
        {t('documents.download')}
      </a>
    </li>
  );
}

/**
 * The signed-in user's tax documents, newest first, filtered by kind and paged: each with its number,
 * date, total and GST (in its own currency), and its PDF. A client sees their receipts and credit notes;
 * an expert also their commission invoices, payout statements and monthly statements (the API decides).
 */
export function DocumentsList({ audience }: DocumentsListProps) {
  const t = useT();
  const listId = useId();
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useDocuments({ ...(kind ? { kind } : {}), page, pageSize: DOCUMENTS_PAGE_SIZE });

  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <SkeletonRows count={3} />;
  } else if (list.data.items.length === 0) {
    body = kind ? (
      <StateMessage
        headingLevel={3}
        title={t('documents.emptyFiltered', {
          kind: t(`documents.kindPlural.${kind}`).toLowerCase(),
        })}
      />
    ) : (
      <StateMessage
        headingLevel={3}
        title={audience === 'client' ? t('documents.emptyClient') : t('documents.emptyExpert')}
        description={
          audience === 'client'
            ? t('documents.emptyClientDescription')
            : t('documents.emptyExpertDescription')
        }
      />
    );
  } else {
    body = (
      <>
        <h3 id={listId} className="eb-visually-hidden">
          {t('documents.list')}
        </h3>
        <ul className="eb-panel__list" aria-labelledby={listId}>
          {list.data.items.map((doc) => (
            <DocumentItem key={doc.id} doc={doc} audience={audience} />
          ))}
        </ul>
        <Pager
          page={page}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <Panel
      title={t('documents.title')}
      description={audience === 'client' ? t('documents.clientIntro') : t('documents.expertIntro')}
      busy={list.isFetching && !list.isError}
      className="eb-documents"
    >
      <div className="eb-documents__filter">
        <SelectField
          label={t('documents.show')}
          value={kind}
          placeholder={t('documents.all')}
          options={KINDS[audience].map((value) => ({
            value,
            label: t(`documents.kindPlural.${value}`),
          }))}
          onChange={(event) => {
            setKind(event.target.value as DocumentKind | '');
            setPage(1);
          }}
        />
      </div>
      {body}
    </Panel>
  );
}
