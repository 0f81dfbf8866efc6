import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';

/** A dialog of the admin pages in the admin language: its content, then Cancel and one action. */
export function AdminDialog({
  title,
  onClose,
  action,
  children,
}: {
  title: string;
  onClose: () => void;
  action: ReactNode;
  children: ReactNode;
}) {
  const t = useT('admin');
  return (
    <Dialog
      scope="admin"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * An admin dialog whose content is a form: its fields, then Cancel and the submit button, disabled while
 * `busy`. The form checks its own fields (the browser's checks are off), so its errors read in the admin
 * language beside each field.
 */
export function AdminFormDialog({
  title,
  onClose,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  /** The submit button's words, already switched to its busy form ("Sending…") by the caller. */
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <AdminDialog
      title={title}
      onClose={onClose}
      action={
        <Button type="submit" form={formId} disabled={busy}>
          {submitLabel}
        </Button>
      }
    >
      <form
        id={formId}
        className="eb-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </AdminDialog>
  );
}
