import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';

/** A question with its consequence in words, a confirming button that says what it does, and Cancel. */
export function ConfirmDialog({
  title,
  description,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('calendarSync.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <p>{description}</p>
      {error ? (
        <p className="eb-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
