import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { useClaimAccount } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { PasswordField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { focusField } from '../authErrors.js';
import { takeFragmentParam } from './guestLinks.js';
import { SignInInstead } from './SignInInstead.js';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

export interface ClaimAccountProps {
  /** The code from the confirmation e-mail; read from the page's `#code=` when not given. */
  code?: string;
  /** After the password is set (signed in); the dashboard by default. */
  onClaimed?: () => void;
}

/**
 * The page a widget booking's confirmation e-mail links to (`/claim#code=…`): the guest sets a password on the
 * account the booking made, and is signed in to it. A used or expired link says so and offers sign-in.
 */
export function ClaimAccount({ code, onClaimed }: ClaimAccountProps) {
  const t = useT();
  const { toast } = useToast();
  const titleId = useId();
  const claim = useClaimAccount();
  const form = useRef<HTMLFormElement>(null);
  const [given] = useState(() => code ?? takeFragmentParam('code'));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | 'repeat', string>>>({});
  const gone = !given || (claim.error instanceof ApiRequestError && claim.error.status === 404);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN) next.password = t('guest.claim.passwordShort');
    else if (password !== repeat) next.repeat = t('guest.claim.mismatch');
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      focusField(form.current, first);
      return;
    }
    claim.mutate(
      { code: given, password },
      {
        onSuccess: () => {
          toast({ title: t('guest.claim.done'), variant: 'success' });
          if (onClaimed) onClaimed();
          else window.location.assign('/dashboard');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 404) return;
          toast({
            title: t('guest.claim.failed'),
            description: error instanceof ApiRequestError ? error.serverMessage : undefined,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <section className="eb-card eb-auth eb-guest" aria-labelledby={titleId}>
      <h1 id={titleId} className="eb-heading">
        {t('guest.claim.title')}
      </h1>
      {gone ? (
        <SignInInstead
          title={t('guest.claim.expired')}
          description={t('guest.claim.expiredDescription')}
        />
      ) : (
        <form ref={form} className="eb-stack" noValidate onSubmit={submit}>
          <p className="eb-muted">{t('guest.claim.intro')}</p>
          <PasswordField
            label={t('guest.claim.password')}
            name="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={password}
            error={errors.password}
            hint={t('guest.claim.passwordHint')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('guest.claim.repeat')}
            name="repeat"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={repeat}
            error={errors.repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <Button type="submit" disabled={claim.isPending}>
            {claim.isPending ? t('guest.claim.saving') : t('guest.claim.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
