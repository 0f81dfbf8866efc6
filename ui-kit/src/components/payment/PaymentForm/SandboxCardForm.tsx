import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { focusField } from '../../auth/authErrors.js';
import { cardProblems, type CardDetails, type CardField } from './cardShape.js';

/** The gateway's last word on the card: the field it is about (none for the card as a whole) and why. */
export interface CardRefusal {
  field: CardField | undefined;
  message: string;
  /** The security code was cleared after the refusal and must be typed again. */
  cvcCleared: boolean;
}

export interface SandboxCardFormProps {
  /** "Pay NZ$180.00". */
  payLabel: string;
  busy: boolean;
  /** What is typed; the checkout holds it so a refused card stays filled in. */
  card: CardDetails;
  onChange: (card: CardDetails) => void;
  refusal?: CardRefusal | undefined;
  onPay: (card: CardDetails) => void;
}

export const EMPTY_CARD: CardDetails = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The sandbox gateway's card form: number, expiry and code, each labelled and checked before anything is
 * sent (Luhn, a month that has not passed, the code's length), each error beside its field.
 */
export function SandboxCardForm({
  payLabel,
  busy,
  card,
  onChange,
  refusal,
  onPay,
}: SandboxCardFormProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<CardDetails>>({});

  // A refusal names what to change: focus goes there (the card number when it is the card as a whole).
  useEffect(() => {
    if (refusal) focusField(form.current, refusal.field ?? 'cardNumber');
  }, [refusal]);

  const set = (field: CardField) => (e: { target: { value: string } }) =>
    onChange({ ...card, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = cardProblems(card, t);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      focusField(form.current, first);
      return;
    }
    onPay({ cardNumber: card.cardNumber.trim(), expiry: card.expiry.trim(), cvc: card.cvc.trim() });
  };

  const error = (field: CardField) =>
    errors[field] ?? (refusal?.field === field ? refusal.message : undefined);

  return (
    <form ref={form} className="eb-payment__card" noValidate onSubmit={submit}>
      <p className="eb-payment__note">{t('payment.sandboxNote')}</p>
      <fieldset className="eb-fieldset eb-payment__fields" disabled={busy}>
        <TextField
          label={t('payment.cardNumber')}
          name="cardNumber"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          required
          value={card.cardNumber}
          error={error('cardNumber')}
          onChange={set('cardNumber')}
        />
        <div className="eb-payment__pair">
          <TextField
            label={t('payment.expiry')}
            name="expiry"
            autoComplete="cc-exp"
            maxLength={5}
            required
            value={card.expiry}
            error={error('expiry')}
            onChange={set('expiry')}
          />
          <TextField
            label={t('payment.cvc')}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            required
            value={card.cvc}
            error={error('cvc')}
            hint={refusal?.cvcCleared && !card.cvc ? t('payment.cvcAgain') : undefined}
            onChange={set('cvc')}
          />
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? t('payment.processing') : payLabel}
      </Button>
    </form>
  );
}
