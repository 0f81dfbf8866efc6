import { useRef, useState, type FormEvent } from 'react';
import { useLogin } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { PasswordField, TextField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AuthShell } from '../AuthShell/AuthShell.js';
import { failureText, focusField, isEmail } from '../authErrors.js';

/** The spec redirects home 100 ms after a successful sign-in, once the toast is up. */
export const SIGN_IN_REDIRECT_MS = 100;

export interface SignInFormProps {
  /** The identity provider's name on the "Continue with" button. */
  providerName?: string;
  /** Where to go after signing in. */
  redirectTo?: string;
}

type Errors = Partial<Record<'email' | 'password', string>>;

/**
 * Sign in with e-mail and password (part 1 §2, §5, §8): both required, the e-mail must look like one;
 * 'Signing in...' while busy; a toast on success or failure (welcoming a first sign-in as such); home after
 * 100 ms.
 */
export function SignInForm({ providerName = 'ExpertBridge', redirectTo = '/' }: SignInFormProps) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = t('auth.emailRequired');
    else if (!isEmail(email)) next.email = t('auth.emailInvalid');
    if (!password) next.password = t('auth.passwordRequired');
    setErrors(next);
    const firstInvalid = Object.keys(next)[0];
    if (firstInvalid) {
      focusField(form.current, firstInvalid);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast({
            title: t('signIn.successTitle'),
            // "Welcome back" only to someone who is back, not to an account signing in for the first time.
            description: user.signedInBefore
              ? t('signIn.successDescription')
              : t('signIn.successDescriptionFirst'),
            variant: 'success',
          });
          setTimeout(() => navigate(redirectTo), SIGN_IN_REDIRECT_MS);
        },
        onError: (error) =>
          toast({
            title: t('signIn.failedTitle'),
            description: failureText(
              error,
              t('signIn.failedDescription'),
              t('common.networkError'),
            ),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <AuthShell
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      providerName={providerName}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to="/signup" className="eb-link">
            {t('signIn.signUp')}
          </Link>
        </>
      }
    >
      <form ref={form} className="eb-auth__form" noValidate onSubmit={submit}>
        <TextField
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button
          variant="ghost"
          className="eb-auth__forgot"
          onClick={() =>
            toast({ title: t('common.comingSoon'), description: t('common.comingSoonDescription') })
          }
        >
          {t('signIn.forgot')}
        </Button>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? t('signIn.busy') : t('signIn.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
