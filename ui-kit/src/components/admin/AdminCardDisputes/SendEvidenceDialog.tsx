import { useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatMoney } from '../../../format/money.js';
import { useSubmitCardDisputeEvidence, type CardDispute } from '../../../hooks/cardDisputes.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { AdminFormDialog } from '../AdminDialog.js';
import { useAdminToast } from '../adminToast.js';
import { NOTE_MAX } from './cardDisputeWords.js';

/**
 * "Add a note and send evidence now": the admin's note (required, at most the contract's length) is added
 * to the evidence, which goes to the bank at once. The API's word on the note shows beside the field; an
 * answer that it was already sent or the dispute closed is said in words and closes the dialog.
 */
export function SendEvidenceDialog({
  dispute,
  onClose,
}: {
  dispute: CardDispute;
  onClose: () => void;
}) {
  const t = useT('admin');
  const toast = useAdminToast();
  const submit = useSubmitCardDisputeEvidence();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const send = () => {
    if (!note.trim()) {
      setError(t('admin.cardDisputes.send.noteRequired'));
      return;
    }
    setError(undefined);
    submit.mutate(
      { disputeId: dispute.id, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('admin.cardDisputes.send.done'), dispute.consultationTitle);
          onClose();
        },
        onError: (failure) => {
          const status = failure instanceof ApiRequestError ? failure.status : undefined;
          const field = failure instanceof ApiRequestError ? failure.details.note : undefined;
          if (field) {
            setError(field);
          } else if (status === 409) {
            // Sent meanwhile (by the timer or another admin): nothing to edit any more.
            toast.failure(
              t('admin.cardDisputes.send.failed'),
              new Error(t('admin.cardDisputes.send.conflict')),
            );
            onClose();
          } else {
            toast.failure(t('admin.cardDisputes.send.failed'), failure);
          }
        },
      },
    );
  };

  return (
    <AdminFormDialog
      title={t('admin.cardDisputes.send.title')}
      onClose={onClose}
      submitLabel={
        submit.isPending
          ? t('admin.cardDisputes.send.sending')
          : t('admin.cardDisputes.send.confirm')
      }
      busy={submit.isPending}
      onSubmit={send}
    >
      <p>
        {t('admin.cardDisputes.send.about', {
          title: dispute.consultationTitle,
          amount: formatMoney(dispute.disputed, { decimals: true }),
        })}
      </p>
      <TextAreaField
        label={t('admin.cardDisputes.send.note')}
        hint={t('admin.cardDisputes.send.noteHint', { max: NOTE_MAX })}
        rows={5}
        maxLength={NOTE_MAX}
        required
        value={note}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
    </AdminFormDialog>
  );
}
