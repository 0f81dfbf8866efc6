import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { focusField } from '../../auth/authErrors.js';
import { cardProblems, type CardDetails } from './cardShape.js';

export interface SandboxCardFormProps {
  /** "Pay NZ$180.00". */
  payLabel: string;
  busy: boolean;
  onPay: (card: CardDetails) => void;
}

const EMPTY: CardDetails = { cardNumber: '', expiry: '', cvc: '' };

/** The sandbox gateway's card form: number, expiry and code, each labelled and checked for shape. */
export function SandboxCardForm({ payLabel, busy, onPay }: SandboxCardFormProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [errors, setErrors] = useState<Partial<CardDetails>>({});

  const set = (field: keyof CardDetails) => (e: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: e.target.value }));

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
          error={errors.cardNumber}
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
            error={errors.expiry}
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
            error={errors.cvc}
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
