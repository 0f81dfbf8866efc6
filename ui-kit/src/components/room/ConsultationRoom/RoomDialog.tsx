import type { components } from '@expertbridge/sdk';
import { ApiRequestError } from '../../../api/errors.js';
import {
  useCancelConsultation,
  useCompleteConsultation,
  useOpenDispute,
  useReportExpertNoShow,
} from '../../../hooks/consultations.js';
import { formatDuration } from '../../../format/dates.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { ActionDialog } from './ActionDialog.js';

type Consultation = components['schemas']['Consultation'];

/** How long before the start a cancellation is refunded in full, by this consultation's own rules. */
function fullRefundLead(consultation: Consultation): string {
  const until = consultation.deadlines.fullRefundUntil;
  return formatDuration(until ? Date.parse(consultation.scheduledAt) - Date.parse(until) : 0);
}

/** The API's bounds on a cancellation reason and a dispute. */
const CANCEL_REASON_MAX = 1000;
const DISPUTE_REASON_MAX = 2000;

/** The room's confirmations: End, Cancel, the no-show report and the problem report. */
export type RoomDialogName = 'end' | 'cancel' | 'noShow' | 'dispute';

/** A failure toast with the server's own words when it gave some. */
export function useFailureToast() {
  const { toast } = useToast();
  return (error: unknown, title: string, fallback: string) =>
    toast({
      title,
      description:
        error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback,
      variant: 'destructive',
    });
}

export interface RoomDialogProps {
  dialog: RoomDialogName;
  consultation: Consultation;
  /** A cancellation now refunds in full (the expert cancels, or 24 hours or more before). */
  fullRefund: boolean;
  onClose: () => void;
}

/** One of the room's confirmations and the lifecycle step it takes, with its toasts. */
export function RoomDialog({ dialog, consultation, fullRefund, onClose }: RoomDialogProps) {
  const t = useT();
  const { toast } = useToast();
  const failed = useFailureToast();
  const complete = useCompleteConsultation();
  const cancel = useCancelConsultation();
  const noShow = useReportExpertNoShow();
  const dispute = useOpenDispute();
  const { id } = consultation;

  /** Closes the dialog after the step, with a success toast or the failure's. */
  const closeAnd = (
    title: string,
    description?: string,
    failure: [title: string, fallback: string] = [
      t('room.status.failed'),
      t('room.status.failedDescription'),
    ],
  ) => ({
    onSuccess: () => {
      onClose();
      toast({ title, description, variant: 'success' });
    },
    onError: (error: unknown) => {
      onClose();
      failed(error, ...failure);
    },
  });
  const end = () =>
    complete.mutate(
      { id },
      closeAnd(t('room.complete.success'), t('room.complete.successDescription'), [
        t('room.complete.failed'),
        t('room.complete.failedDescription'),
      ]),
    );

  switch (dialog) {
    case 'end':
      return (
        <ActionDialog
          title={t('room.endConfirm.title')}
          description={t('room.endConfirm.description')}
          confirmLabel={t('room.end')}
          keepLabel={t('room.endConfirm.keep')}
          busy={complete.isPending}
          danger
          onConfirm={end}
          onClose={onClose}
        />
      );
    case 'cancel':
      return (
        <ActionDialog
          title={t('room.cancelConfirm.title')}
          description={
            fullRefund
              ? t('room.cancelConfirm.fullRefund')
              : t('room.cancelConfirm.halfRefund', { lead: fullRefundLead(consultation) })
          }
          confirmLabel={t('room.cancelConfirm.confirm')}
          keepLabel={t('room.cancelConfirm.keep')}
          busy={cancel.isPending}
          danger
          reason={{ label: t('room.cancelConfirm.reason'), max: CANCEL_REASON_MAX }}
          onConfirm={(reason) =>
            cancel.mutate(
              { id, ...(reason ? { reason } : {}) },
              closeAnd(t('room.cancelled.toast')),
            )
          }
          onClose={onClose}
        />
      );
    case 'noShow':
      return (
        <ActionDialog
          title={t('room.noShowConfirm.title')}
          description={t('room.noShowConfirm.description')}
          confirmLabel={t('room.noShowConfirm.confirm')}
          keepLabel={t('room.cancelConfirm.keep')}
          busy={noShow.isPending}
          danger
          onConfirm={() => noShow.mutate({ id }, closeAnd(t('room.cancelled.toast')))}
          onClose={onClose}
        />
      );
    case 'dispute':
      return (
        <ActionDialog
          title={t('room.dispute.title')}
          description={t('room.dispute.description')}
          confirmLabel={t('room.dispute.submit')}
          keepLabel={t('room.disclaimer.cancel')}
          busy={dispute.isPending}
          reason={{
            label: t('room.dispute.reason'),
            max: DISPUTE_REASON_MAX,
            requiredMessage: t('room.dispute.reasonRequired'),
          }}
          onConfirm={(reason) =>
            dispute.mutate(
              { id, reason: reason ?? '' },
              closeAnd(t('room.dispute.sent'), t('room.dispute.sentDescription')),
            )
          }
          onClose={onClose}
        />
      );
  }
}
