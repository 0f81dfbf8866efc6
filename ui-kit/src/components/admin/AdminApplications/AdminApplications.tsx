import type { components } from '@expertbridge/sdk';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../format/dates.js';
import { useExpertApplication, useExpertApplications } from '../../../hooks/admin.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { SelectField } from '../../../primitives/Field.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { AdminPage } from '../AdminPage.js';
import { ApplicationReview } from './ApplicationReview.js';

type Status = components['schemas']['ApplicationStatus'];
const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected'];

/**
 * The admin's expert applications (Korean by default, switchable to English): a list filtered by
 * status, oldest first, and a review of one application with its verification checklist.
 */
export function AdminApplications({ initialStatus = 'pending' }: { initialStatus?: Status }) {
  const t = useT('admin');
  const tUser = useT();
  const [status, setStatus] = useState<Status>(initialStatus);
  const [openId, setOpenId] = useState<string>();
  const list = useExpertApplications({ status });
  const open = useExpertApplication(openId);

  // The list stays mounted (hidden) under a review so focus can return to the button that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!openId) opener.current?.focus();
  }, [openId]);

  let body;
  if (list.isPending) {
    body = <Spinner scope="admin" />;
  } else if (list.isError) {
    body = <ErrorState scope="admin" error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = <StateMessage headingLevel={2} title={t('admin.apps.empty')} />;
  } else {
    body = (
      <>
        <p role="status">{t('admin.apps.count', { count: list.data.total })}</p>
        <ul className="eb-admin__list" aria-label={t('admin.apps.list')}>
          {list.data.items.map(({ expert, applicantEmail }) => (
            <li key={expert.id} className="eb-card eb-admin__row">
              <div>
                <p className="eb-admin__name">{expertName(expert, tUser)}</p>
                <p className="eb-muted">
                  {expert.title} · {expert.category.name} · {applicantEmail}
                </p>
                <p className="eb-muted">
                  {t('admin.apps.submitted', { date: formatDate(expert.submittedAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`${t('admin.apps.open')}: ${expertName(expert, tUser)}`}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpenId(expert.id);
                }}
              >
                {t('admin.apps.open')}
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <AdminPage title={t('admin.apps.title')}>
      <div hidden={Boolean(openId)} className="eb-stack">
        <div className="eb-admin__filter">
          <SelectField
            label={t('admin.apps.status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`admin.apps.status.${s}`) }))}
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
          />
        </div>
        {body}
      </div>
      {openId ? (
        <div className="eb-stack">
          <div>
            <Button variant="secondary" onClick={() => setOpenId(undefined)}>
              {t('admin.review.close')}
            </Button>
          </div>
          {open.isPending ? (
            <Spinner scope="admin" />
          ) : open.isError ? (
            <ErrorState scope="admin" error={open.error} onRetry={() => void open.refetch()} />
          ) : (
            <ApplicationReview application={open.data} />
          )}
        </div>
      ) : null}
    </AdminPage>
  );
}
