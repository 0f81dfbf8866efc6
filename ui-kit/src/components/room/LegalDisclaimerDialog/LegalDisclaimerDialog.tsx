import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';

/** Categories whose consultations start with the disclaimer (part 2 §4.2). */
const ADVICE_CATEGORY = /legal|tax|financial/i;

/** Whether a consultation in this category needs the legal disclaimer first. */
export function needsLegalDisclaimer(categoryName: string): boolean {
  return ADVICE_CATEGORY.test(categoryName);
}

export interface LegalDisclaimerDialogProps {
  /** The expert's category, named in the text. */
  category: string;
  onAccept: () => void;
  /** Cancel: the room sends the user back to the dashboard. */
  onCancel: () => void;
}

/**
 * The legal disclaimer shown once before a legal, tax or financial consultation's chat opens (part 2 §4.2):
 * 'I Understand, Continue' or Cancel.
 */
export function LegalDisclaimerDialog({
  category,
  onAccept,
  onCancel,
}: LegalDisclaimerDialogProps) {
  const t = useT();
  return (
    <Dialog
      title={t('room.disclaimer.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('room.disclaimer.cancel')}
          </Button>
          <Button onClick={onAccept}>{t('room.disclaimer.accept')}</Button>
        </>
      }
    >
      <p>{t('room.disclaimer.body', { category: category.toLowerCase() })}</p>
      <p className="eb-muted">{t('room.informational')}</p>
    </Dialog>
  );
}
