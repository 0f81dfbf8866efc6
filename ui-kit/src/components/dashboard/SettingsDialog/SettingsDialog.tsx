import type { User } from '@expertbridge/sdk';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { overLimit } from '../../../format/text.js';
import { useUpdateCurrentUser } from '../../../hooks/auth.js';
import { useSession } from '../../../hooks/session.js';
import { useT, type Translate } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { TextField } from '../../../primitives/Field.js';
import { Spinner } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';

/** The bound the API puts on each name (PATCH /api/auth/user, as at registration). */
export const NAME_MAX = 100;

type Names = { firstName: string; lastName: string };
type Errors = Partial<Record<keyof Names, string>>;

/** The API's own rules, checked before sending: trimmed, then 1 to 100 characters. */
function nameErrors(names: Names, t: Translate): Errors {
  const errors: Errors = {};
  const check = (key: keyof Names, label: string, required: string) => {
    const value = names[key].trim();
    if (!value) errors[key] = required;
    else if (overLimit(value, NAME_MAX))
      errors[key] = t('dashboard.settings.tooLong', { field: label, max: NAME_MAX });
  };
  check('firstName', t('signUp.firstName'), t('signUp.firstNameRequired'));
  check('lastName', t('signUp.lastName'), t('signUp.lastNameRequired'));
  return errors;
}

function SettingsForm({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateCurrentUser();
  const form = useRef<HTMLFormElement>(null);
  const [names, setNames] = useState<Names>({
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameErrors(names, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focusField(form.current, first);
    update.mutate(
      { firstName: names.firstName.trim(), lastName: names.lastName.trim() },
      {
        onSuccess: () => {
          toast({
            title: t('dashboard.settings.savedTitle'),
            description: t('dashboard.settings.savedDescription'),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) setErrors(error.details as Errors);
          toast({
            title: t('dashboard.settings.failedTitle'),
            description: t('dashboard.settings.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const field = (key: keyof Names) => ({
    name: key,
    required: true,
    value: names[key],
    error: errors[key],
    disabled: update.isPending,
    onChange: (e: { target: { value: string } }) =>
      setNames((n) => ({ ...n, [key]: e.target.value })),
  });

  return (
    <form ref={form} className="eb-stack" noValidate onSubmit={submit}>
      <TextField label={t('signUp.firstName')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('signUp.lastName')} autoComplete="family-name" {...field('lastName')} />
      <TextField
        label={t('signIn.email')}
        type="email"
        name="email"
        value={user.email}
        disabled
        readOnly
        hint={t('dashboard.settings.emailHint')}
      />
      <div className="eb-dialog__footer">
        <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
          {t('dashboard.settings.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('dashboard.settings.saving') : t('dashboard.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dashboard's Settings dialog (part 2 §2.4): first and last name, the e-mail shown but disabled, and
 * Save Changes, which really saves (PATCH /api/auth/user) and updates the signed-in user everywhere.
 */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const session = useSession();
  let body;
  if (session.isLoading) body = <Spinner />;
  else if (!session.user) body = <AccessDenied reason="profile" returnTo="/dashboard" />;
  else body = <SettingsForm key={session.user.id} user={session.user} onClose={onClose} />;
  return (
    <Dialog title={t('dashboard.settings.title')} onClose={onClose}>
      {body}
    </Dialog>
  );
}
