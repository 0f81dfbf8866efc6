import type { components } from '@expertbridge/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import { formatMoney } from '../../../format/money.js';
import {
  useExpertConsultations,
  useUpdateConsultationStatus,
} from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { ConsultationLine, SkeletonRows } from '../shared/ConsultationLine.js';
import { Panel } from '../shared/Panel.js';

type Consultation = components['schemas']['Consultation'];
/** Accept sets `confirmed`, Decline `cancelled` (part 2 §4.1). */
type Answer = 'confirmed' | 'cancelled';

const SKELETONS = 2;

/**
 * The expert's paid bookings awaiting an answer (part 2 §2.4), earliest first, each with Accept and Decline.
 * Only the answered row is busy; the toasts are the spec's (§8). A 409 means the booking moved on meanwhile
 * (the client cancelled, the answer window closed): the toast gives the server's reason and the list is
 * refetched so the row shows what is true now.
 */
export function PendingRequests() {
  const t = useT();
  const { toast } = useToast();
  const rowsId = useId();
  const queries = useQueryClient();
  const list = useExpertConsultations({ status: 'pending', order: 'asc', pageSize: 100 });
  const update = useUpdateConsultationStatus();
  const [busy, setBusy] = useState<Record<string, Answer>>({});

  const answer = (consultation: Consultation, status: Answer) => {
    setBusy((b) => ({ ...b, [consultation.id]: status }));
    // mutateAsync per row: several rows may be answered at once, each with its own outcome.
    update
      .mutateAsync({ id: consultation.id, status })
      .then(() =>
        toast({
          title: t('dashboard.requests.updatedTitle'),
          description: t('dashboard.requests.updatedDescription'),
          variant: 'success',
        }),
      )
      .catch((error: unknown) => {
        const conflict = error instanceof ApiRequestError && error.status === 409;
        toast({
          title: t('dashboard.requests.failedTitle'),
          description:
            (conflict && error.serverMessage) || t('dashboard.requests.failedDescription'),
          variant: 'destructive',
        });
        if (conflict) {
          return queries.invalidateQueries({ queryKey: ['get', '/api/consultations/expert'] });
        }
      })
      .finally(() => setBusy(({ [consultation.id]: _done, ...rest }) => rest));
  };

  let body;
  if (list.isLoadingError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <SkeletonRows count={SKELETONS} />;
  } else {
    const requests = list.data.items.filter((c) => c.status === 'pending');
    body =
      requests.length === 0 ? (
        <StateMessage headingLevel={3} title={t('dashboard.requests.empty')} />
      ) : (
        <ul className="eb-panel__list">
          {requests.map((consultation) => {
            const answering = busy[consultation.id];
            // The buttons are named by what they do and described by the row's title.
            const rowTitleId = `${rowsId}-${consultation.id}`;
            return (
              <li key={consultation.id} className="eb-panel__item">
                <ConsultationLine
                  consultation={consultation}
                  role="expert"
                  titleId={rowTitleId}
                  extra={
                    <>
                      <span>{formatMoney(consultation.totalAmount, { decimals: true })}</span>
                      {consultation.deadlines.responseDueAt ? (
                        <span>
                          {t('dashboard.requests.answerBy', {
                            time: formatDateTime(consultation.deadlines.responseDueAt),
                          })}
                        </span>
                      ) : null}
                    </>
                  }
                />
                <div className="eb-panel__actions">
                  <Button
                    disabled={Boolean(answering)}
                    aria-describedby={rowTitleId}
                    onClick={() => answer(consultation, 'confirmed')}
                  >
                    {answering === 'confirmed'
                      ? t('dashboard.requests.accepting')
                      : t('dashboard.requests.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={Boolean(answering)}
                    aria-describedby={rowTitleId}
                    onClick={() => answer(consultation, 'cancelled')}
                  >
                    {answering === 'cancelled'
                      ? t('dashboard.requests.declining')
                      : t('dashboard.requests.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <Panel title={t('dashboard.requests.title')} busy={list.isPending && !list.isError}>
      {body}
    </Panel>
  );
}
