import type { components } from '@expertbridge/sdk';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { currencySymbol, formatMoney, parseDollars } from '../../../format/money.js';
import { useResolveDispute } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { TextAreaField, TextField } from '../../../primitives/Field.js';
import { useAdminToast } from '../adminToast.js';
import { AdminFormDialog } from '../AdminDialog.js';
import type { DisputedConsultation } from './DisputeItem.js';

type Resolution = components['schemas']['ResolveDisputeRequest']['resolution'];

/** The contract's limit on the note. */
export const NOTE_MAX = 1000;
const RESOLUTIONS: Resolution[] = ['release', 'partial_refund', 'full_refund'];

/**
 * Settles one open dispute: release the payment, refund part of it (at least one cent and less than
 * escrow holds) or all of it, with a note both parties read. Errors are shown beside their fields; the
 * outcome is toasted in the admin language.
 */
export function ResolveDisputeDialog({
  consultation,
  onResolved,
  onClose,
}: {
  consultation: DisputedConsultation;
  onResolved?: () => void;
  onClose: () => void;
}) {
  const t = useT('admin');
  const toast = useAdminToast();
  const resolve = useResolveDispute();
  const choiceName = useId();
  const [resolution, setResolution] = useState<Resolution>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const { currency, inEscrow } = consultation.money;
  const format = (cents: number) => formatMoney({ amount: cents, currency }, { decimals: true });
  const bounds = { min: format(1), max: format(inEscrow - 1) };

  const submit = () => {
    const refund = parseDollars(amount);
    const found: typeof errors = {};
    if (resolution === 'partial_refund' && (refund === null || refund < 1 || refund >= inEscrow)) {
      found.amount = t('admin.resolve.amountInvalid', bounds);
    }
    if (!note.trim()) found.note = t('admin.resolve.noteRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    resolve.mutate(
      {
        id: consultation.id,
        resolution,
        note: note.trim(),
        ...(resolution === 'partial_refund' ? { refundAmount: refund! } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('admin.resolve.done'), consultation.title);
          onResolved?.();
          onClose();
        },
        onError: (error) => {
          toast.failure(t('admin.resolve.failed'), error);
          // Resolved meanwhile by another admin: the list must move it to Resolved.
          if (error instanceof ApiRequestError && error.status === 409) onClose();
        },
      },
    );
  };

  return (
    <AdminFormDialog
      title={t('admin.resolve.title')}
      onClose={onClose}
      submitLabel={resolve.isPending ? t('admin.resolve.resolving') : t('admin.resolve.confirm')}
      busy={resolve.isPending}
      onSubmit={submit}
    >
      <p>{t('admin.resolve.about', { title: consultation.title, amount: format(inEscrow) })}</p>
      <fieldset className="eb-resolve__choices">
        <legend className="eb-label">{t('admin.resolve.outcome')}</legend>
        {RESOLUTIONS.map((choice) => (
          <label key={choice} className="eb-resolve__choice">
            <input
              type="radio"
              name={choiceName}
              value={choice}
              checked={resolution === choice}
              onChange={() => setResolution(choice)}
            />
            <span>{t(`admin.resolve.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {resolution === 'partial_refund' ? (
        <TextField
          label={t('admin.resolve.amount', { currency: currencySymbol(currency) })}
          hint={t('admin.resolve.amountHint', bounds)}
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      ) : null}
      <TextAreaField
        label={t('admin.resolve.note')}
        hint={t('admin.resolve.noteHint', { max: NOTE_MAX })}
        rows={4}
        maxLength={NOTE_MAX}
        required
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
    </AdminFormDialog>
  );
}
