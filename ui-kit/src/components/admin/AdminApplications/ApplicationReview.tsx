import type { Application } from '@expertbridge/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import { useApproveApplication, useRejectApplication } from '../../../hooks/admin.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { expertName } from '../../directory/ExpertCard/expertDisplay.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AdminFacts, type AdminFact } from '../AdminPage.js';
import { VerificationChecklist } from './VerificationChecklist.js';

/**
 * One application under review: the applicant's profile, the verification checklist, and Approve
 * (only once the checklist is complete) or Reject with a reason.
 */
export function ApplicationReview({ application }: { application: Application }) {
  const t = useT('admin');
  const tUser = useT();
  const { toast } = useToast();
  // Toasts sit outside the page: each names the admin language itself (part 2 §8).
  const lang = useLocale('admin');
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const { expert } = application;
  const pending = expert.status === 'pending';
  const heading = useRef<HTMLHeadingElement>(null);
  const missingId = useId();
  const incomplete = application.missingChecks.length > 0;
  // Opening a review moves focus to its heading so it is read out.
  useEffect(() => heading.current?.focus(), []);

  const failed = (error: unknown) =>
    toast({
      title: t('admin.decide.failed'),
      description:
        error instanceof ApiRequestError
          ? Object.values(error.details).join(' ') || error.serverMessage
          : undefined,
      variant: 'destructive',
      lang,
    });

  const facts: AdminFact[] = [
    [t('admin.review.applicant'), application.applicantEmail],
    [t('admin.review.source'), t(`admin.apps.source.${application.source}`)],
    [t('admin.review.category'), expert.category.name],
    [t('admin.review.rate'), formatMoney(expert.hourlyRate)],
    [t('admin.review.location'), expert.location ?? '—'],
    [t('admin.review.languages'), expert.languages.join(', ')],
    [t('admin.review.bio'), expert.bio],
    [t('admin.review.experience'), expert.experience],
    [t('admin.review.qualifications'), expert.qualifications],
  ];

  return (
    <div className="eb-stack">
      <h2 ref={heading} tabIndex={-1} className="eb-subheading">
        {t('admin.review.title', { name: expertName(expert, tUser) })}
      </h2>
      <p>
        {expert.title}{' '}
        <span className={`eb-badge eb-admin__status--${expert.status}`}>
          {t(`admin.apps.status.${expert.status}`)}
        </span>
      </p>
      <AdminFacts facts={facts} />
      <VerificationChecklist application={application} missingId={missingId} />
      {pending ? (
        <section className="eb-card eb-stack">
          <div className="eb-row">
            <Button
              disabled={incomplete || approve.isPending}
              aria-describedby={incomplete ? missingId : undefined}
              onClick={() =>
                approve.mutate(
                  { id: expert.id },
                  {
                    onSuccess: () =>
                      toast({ title: t('admin.decide.approved'), variant: 'success', lang }),
                    onError: failed,
                  },
                )
              }
            >
              {approve.isPending ? t('admin.decide.approving') : t('admin.decide.approve')}
            </Button>
          </div>
          <form
            className="eb-stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) {
                setReasonError(t('admin.decide.reasonRequired'));
                return;
              }
              setReasonError(undefined);
              reject.mutate(
                { id: expert.id, reason: reason.trim() },
                {
                  onSuccess: () => toast({ title: t('admin.decide.rejected'), lang }),
                  onError: failed,
                },
              );
            }}
          >
            <TextAreaField
              label={t('admin.decide.reason')}
              required
              rows={2}
              maxLength={1000}
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.target.value)}
            />
            <div>
              <Button type="submit" variant="danger" disabled={reject.isPending}>
                {reject.isPending ? t('admin.decide.rejecting') : t('admin.decide.reject')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
