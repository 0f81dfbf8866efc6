import type { components } from '@expertbridge/sdk';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { DisputeStatusLine } from '../../room/DisputeOutcome/DisputeOutcome.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';
import { useMediaQuery } from '../../../primitives/useMediaQuery.js';
import { SkeletonRows } from '../shared/ConsultationLine.js';
import { Counterpart } from '../shared/Counterpart.js';
import {
  useDashboardRole,
  useRoleConsultations,
  type DashboardRole,
} from '../shared/dashboardRole.js';
import { Pager } from '../shared/Pager.js';
import { Panel } from '../shared/Panel.js';
import { useNow } from '../../room/ConsultationRoom/roomClock.js';
import { CompleteDialog } from './CompleteDialog.js';
import { ConsultationActions } from './ConsultationActions.js';
import { ConsultationCards } from './ConsultationCards.js';

type Consultation = components['schemas']['Consultation'];

/** The filter's choices (part 2 §2.4); each but All is sent as the list's `status`. */
export type ConsultationFilter = 'all' | 'pending' | 'confirmed' | 'completed' | 'cancelled';
const FILTERS: { value: ConsultationFilter; label: MessageKey }[] = [
  { value: 'all', label: 'dashboard.table.all' },
  { value: 'pending', label: 'status.pending' },
  { value: 'confirmed', label: 'status.confirmed' },
  { value: 'completed', label: 'status.completed' },
  { value: 'cancelled', label: 'status.cancelled' },
];

/** Rows per page. */
export const CONSULTATIONS_PAGE_SIZE = 10;

/** Screens too narrow for the table's columns (its minimum width and the page's and panel's padding) get cards. */
export const CARDS_QUERY = '(max-width: 56rem)';

export interface ConsultationsTableProps {
  /** Whose list: as client or as expert; the session decides when left out. */
  role?: DashboardRole;
  /** The filter to start with. */
  initialFilter?: ConsultationFilter;
  /** Rows as a table or as cards; by default cards on a screen narrower than the table (`CARDS_QUERY`). */
  layout?: 'table' | 'cards';
}

/**
 * The Consultations tab (part 2 §2.4): a status filter that really filters (DESIGN §6: the server is asked
 * for that status), rows with the other party, title, date, status and amount, each with the actions its
 * state allows (every one opens its consultation), and pages. On a narrow screen the rows are cards, so
 * no column is hidden off-screen.
 */
export function ConsultationsTable({
  role,
  initialFilter = 'all',
  layout,
}: ConsultationsTableProps) {
  const t = useT();
  const baseId = useId();
  const resolved = useDashboardRole(role);
  const [filter, setFilter] = useState<ConsultationFilter>(initialFilter);
  const [page, setPage] = useState(1);
  const [completing, setCompleting] = useState<Consultation>();
  const narrow = useMediaQuery(CARDS_QUERY);
  const cards = layout ? layout === 'cards' : narrow;
  const list = useRoleConsultations(resolved, {
    ...(filter === 'all' ? {} : { status: filter }),
    page,
    pageSize: CONSULTATIONS_PAGE_SIZE,
  });

  // Report a Problem goes when a complaint window closes, even with the page left open.
  const now = useNow(list.data?.items.map((c) => c.deadlines.escrowReleaseAt));

  const choose = (next: ConsultationFilter) => {
    setFilter(next);
    setPage(1);
  };

  const chosen = FILTERS.find((f) => f.value === filter)!;
  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending || !resolved) {
    body = <SkeletonRows count={4} />;
  } else if (list.data.items.length === 0) {
    body = (
      <StateMessage
        headingLevel={3}
        title={
          filter === 'all'
            ? t('dashboard.table.empty')
            : t('dashboard.table.emptyFiltered', { status: t(chosen.label) })
        }
      />
    );
  } else {
    body = (
      <>
        {cards ? (
          <ConsultationCards
            consultations={list.data.items}
            role={resolved}
            baseId={baseId}
            now={now}
            onComplete={setCompleting}
          />
        ) : (
          <div
            className="eb-table-scroll"
            tabIndex={0}
            role="region"
            aria-labelledby={`${baseId}-caption`}
          >
            <table className="eb-data-table eb-table">
              <caption id={`${baseId}-caption`} className="eb-visually-hidden">
                {t('dashboard.table.caption', { filter: t(chosen.label) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.table.with')}</th>
                  <th scope="col">{t('dashboard.table.consultation')}</th>
                  <th scope="col">{t('dashboard.table.date')}</th>
                  <th scope="col">{t('dashboard.table.status')}</th>
                  <th scope="col">{t('dashboard.table.amount')}</th>
                  <th scope="col">
                    <span className="eb-visually-hidden">{t('dashboard.table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((consultation) => {
                  const titleId = `${baseId}-${consultation.id}`;
                  return (
                    <tr key={consultation.id}>
                      <td>
                        <Counterpart consultation={consultation} role={resolved} />
                      </td>
                      <th scope="row" id={titleId} className="eb-table__title">
                        {consultation.title}
                      </th>
                      <td>
                        <time dateTime={consultation.scheduledAt}>
                          {formatDateTime(consultation.scheduledAt)}
                        </time>
                      </td>
                      <td>
                        <StatusBadge status={consultation.status} />
                        <DisputeStatusLine consultation={consultation} />
                      </td>
                      <td className="eb-table__amount">
                        {formatMoney(consultation.totalAmount, { decimals: true })}
                      </td>
                      <td>
                        <ConsultationActions
                          consultation={consultation}
                          role={resolved}
                          titleId={titleId}
                          now={now}
                          onComplete={setCompleting}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          pageSize={CONSULTATIONS_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <Panel title={t('dashboard.table.title')} busy={list.isPending && !list.isError}>
      <fieldset className="eb-filter">
        <legend className="eb-visually-hidden">{t('dashboard.table.filter')}</legend>
        {FILTERS.map((option) => (
          <label key={option.value} className="eb-filter__option">
            <input
              type="radio"
              name={`${baseId}-filter`}
              value={option.value}
              checked={filter === option.value}
              onChange={() => choose(option.value)}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      {body}
      {completing ? (
        <CompleteDialog consultation={completing} onClose={() => setCompleting(undefined)} />
      ) : null}
    </Panel>
  );
}
