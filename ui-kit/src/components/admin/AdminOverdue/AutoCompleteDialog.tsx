import { useAutoCompleteOverdue } from '../../../hooks/adminConsultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { useAdminToast } from '../adminToast.js';
import { AdminDialog } from '../AdminDialog.js';

/** Consultations this many days past their end are completed automatically (part 2 §9). */
export const AUTO_COMPLETE_DAYS = 7;

/**
 * Asks before completing every consultation due for auto-complete (it pays experts and cannot be undone),
 * then toasts how many the server completed, or why it could not.
 */
export function AutoCompleteDialog({ count, onClose }: { count: number; onClose: () => void }) {
  const t = useT('admin');
  const toast = useAdminToast();
  const complete = useAutoCompleteOverdue();

  return (
    <AdminDialog
      title={t('admin.autoComplete.title')}
      onClose={onClose}
      action={
        <Button
          variant="danger"
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate(undefined, {
              onSuccess: ({ completedCount }) => {
                toast.success(t('admin.autoComplete.done', { count: completedCount }));
                onClose();
              },
              onError: (error) => toast.failure(t('admin.autoComplete.failed'), error),
            })
          }
        >
          {complete.isPending ? t('admin.autoComplete.running') : t('admin.autoComplete.confirm')}
        </Button>
      }
    >
      <p>{t('admin.autoComplete.body', { count, days: AUTO_COMPLETE_DAYS })}</p>
    </AdminDialog>
  );
}
