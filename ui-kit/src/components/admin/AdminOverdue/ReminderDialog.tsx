import { useState } from 'react';
import { useSendCompletionReminder } from '../../../hooks/adminConsultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { useAdminToast } from '../adminToast.js';
import { AdminFormDialog } from '../AdminDialog.js';
import type { OverdueConsultation } from './OverdueItem.js';

/** The contract's limit on a reminder's message. */
const MESSAGE_MAX = 2000;

/**
 * Reminds both parties of one overdue consultation, with the admin's message or, left blank, the
 * server's standard text; toasts the outcome (in the admin language, part 2 §8).
 */
export function ReminderDialog({
  consultation,
  onClose,
}: {
  consultation: OverdueConsultation;
  onClose: () => void;
}) {
  const t = useT('admin');
  const toast = useAdminToast();
  const send = useSendCompletionReminder();
  const [message, setMessage] = useState('');

  return (
    <AdminFormDialog
      title={t('admin.reminder.title')}
      onClose={onClose}
      submitLabel={send.isPending ? t('admin.reminder.sending') : t('admin.reminder.send')}
      busy={send.isPending}
      onSubmit={() =>
        send.mutate(
          { consultationId: consultation.id, message },
          {
            // The toast shows the text that went out: the admin's, or the server's default.
            onSuccess: (result) => {
              toast.success(t('admin.reminder.sent'), result.message);
              onClose();
            },
            onError: (error) => toast.failure(t('admin.reminder.failed'), error),
          },
        )
      }
    >
      <p>{t('admin.reminder.about', { title: consultation.title })}</p>
      <TextAreaField
        label={t('admin.reminder.message')}
        hint={t('admin.reminder.hint')}
        rows={4}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </AdminFormDialog>
  );
}
