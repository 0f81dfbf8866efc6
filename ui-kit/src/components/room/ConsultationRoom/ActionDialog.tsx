import { useState, type FormEvent } from 'react';
import { graphemeCount, overLimit } from '../../../format/text.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { TextAreaField } from '../../../primitives/Field.js';

export interface ActionDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that backs out. */
  keepLabel: string;
  busy: boolean;
  /** A reason field: optional (cancel) or required (a dispute), bounded as the API bounds it. */
  reason?: { label: string; max: number; requiredMessage?: string };
  danger?: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** A confirmation for a step that cannot be undone (end, cancel, report), with an optional reason. */
export function ActionDialog({
  title,
  description,
  confirmLabel,
  keepLabel,
  busy,
  reason,
  danger = false,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const trimmed = text.trim();
  // Counted as the API counts it, in characters people see; a length error goes as soon as the text fits.
  const length = graphemeCount(trimmed);
  const over = reason ? overLimit(trimmed, reason.max) : undefined;
  const tooLong = over !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || tooLong) return;
    if (reason?.requiredMessage && trimmed === '') {
      setError(reason.requiredMessage);
      return;
    }
    onConfirm(reason && trimmed !== '' ? trimmed : undefined);
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="eb-room__action-form" onSubmit={submit} noValidate>
        <p>{description}</p>
        {reason ? (
          <TextAreaField
            label={reason.label}
            value={text}
            required={Boolean(reason.requiredMessage)}
            error={
              over === 'characters'
                ? t('room.reasonTooLong', { max: reason.max })
                : over
                  ? t('common.tooLongToStore')
                  : error
            }
            hint={`${length}/${reason.max}`}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        ) : null}
        <div className="eb-dialog__footer">
          <Button variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('common.loading') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
