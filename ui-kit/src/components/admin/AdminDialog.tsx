import type { ReactNode } from 'react';
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
