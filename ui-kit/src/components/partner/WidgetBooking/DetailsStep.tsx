import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { TextAreaField, TextField } from '../../../primitives/Field.js';
import { focusField, isEmail } from '../../auth/authErrors.js';

/** What the guest tells us: who they are and what the consultation is about. */
export interface GuestDetails {
  name: string;
  email: string;
  title: string;
  description: string;
}

export interface DetailsStepProps {
  /** What the partner's page filled in, or what the guest typed before going back. */
  initial: GuestDetails;
  /** "Tue 2 Dec, 10:00 am (New Zealand Daylight Time), 60 minutes". */
  chosen: string;
  busy: boolean;
  onBack: (details: GuestDetails) => void;
  onSubmit: (details: GuestDetails) => void;
}

type Problems = Partial<Record<keyof GuestDetails, string>>;

/** Step 2: the guest's name, e-mail and the consultation's title and description. */
export function DetailsStep({ initial, chosen, busy, onBack, onSubmit }: DetailsStepProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [details, setDetails] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof GuestDetails) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = {
      name: details.name.trim(),
      email: details.email.trim(),
      title: details.title.trim(),
      description: details.description.trim(),
    };
    const found: Problems = {
      ...(trimmed.name ? {} : { name: t('widget.nameRequired') }),
      ...(isEmail(trimmed.email) ? {} : { email: t('widget.emailInvalid') }),
      ...(trimmed.title ? {} : { title: t('booking.titleRequired') }),
    };
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      focusField(form.current, first);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form ref={form} className="eb-booking" noValidate onSubmit={submit}>
      <p className="eb-widget__chosen">{chosen}</p>
      <TextField
        label={t('widget.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={details.name}
        error={problems.name}
        onChange={set('name')}
      />
      <TextField
        label={t('widget.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        hint={t('widget.emailHint')}
        value={details.email}
        error={problems.email}
        onChange={set('email')}
      />
      <TextField
        label={t('booking.consultationTitle')}
        name="title"
        required
        maxLength={200}
        value={details.title}
        error={problems.title}
        onChange={set('title')}
      />
      <TextAreaField
        label={t('booking.description')}
        name="description"
        maxLength={5000}
        rows={3}
        hint={t('booking.descriptionHint')}
        value={details.description}
        onChange={set('description')}
      />
      <div className="eb-widget__actions">
        <Button variant="secondary" onClick={() => onBack(details)}>
          {t('widget.back')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('booking.busy') : t('widget.book')}
        </Button>
      </div>
    </form>
  );
}
