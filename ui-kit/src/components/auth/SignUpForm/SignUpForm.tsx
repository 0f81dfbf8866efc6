import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { useRegister } from '../../../hooks/auth.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { PasswordField, TextField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AuthShell } from '../AuthShell/AuthShell.js';
import { failureText, focusField, isEmail } from '../authErrors.js';

export interface SignUpFormProps {
  /** The identity provider's name on the "Continue with" button. */
  providerName?: string;
  /** Where to go after the account is created. */
  redirectTo?: string;
}

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';
type Values = Record<Exclude<Field, 'terms'>, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * Create an account (part 1 §2, §5, §8): five required fields, matching passwords ('Password Mismatch')
 * and the terms box ('Terms Required'); 'Creating account...' while busy; home on success.
 */
export function SignUpForm({ providerName = 'ExpertBridge', redirectTo = '/' }: SignUpFormProps) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const validate = (): Partial<Record<Field, string>> => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) next.firstName = t('signUp.firstNameRequired');
    if (!values.lastName.trim()) next.lastName = t('signUp.lastNameRequired');
    if (!values.email.trim()) next.email = t('auth.emailRequired');
    else if (!isEmail(values.email)) next.email = t('auth.emailInvalid');
    if (!values.password) next.password = t('auth.passwordRequired');
    if (!values.confirmPassword) next.confirmPassword = t('signUp.confirmRequired');
    else if (values.password !== values.confirmPassword) {
      next.confirmPassword = t('signUp.mismatchDescription');
      toast({
        title: t('signUp.mismatchTitle'),
        description: t('signUp.mismatchDescription'),
        variant: 'destructive',
      });
    }
    if (!terms) {
      next.terms = t('signUp.termsDescription');
      // One toast at a time: the password mismatch speaks first.
      if (values.password === values.confirmPassword || !values.confirmPassword) {
        toast({
          title: t('signUp.termsTitle'),
          description: t('signUp.termsDescription'),
          variant: 'destructive',
        });
      }
    }
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    const firstInvalid = Object.keys(next)[0];
    if (firstInvalid) {
      focusField(form.current, firstInvalid);
      return;
    }
    const { firstName, lastName, email, password } = values;
    register.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password },
      {
        onSuccess: () => {
          toast({
            title: t('signUp.successTitle'),
            description: t('signUp.successDescription'),
            variant: 'success',
          });
          navigate(redirectTo);
        },
        onError: (error) => {
          // The server names fields it refuses (e.g. a password under 8 characters).
          if (error instanceof ApiRequestError) setErrors(error.details as typeof errors);
          toast({
            title: t('signUp.failedTitle'),
            description: failureText(
              error,
              t('signUp.failedDescription'),
              t('common.networkError'),
            ),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <AuthShell
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      providerName={providerName}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to="/login" className="eb-link">
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <form ref={form} className="eb-auth__form" noValidate onSubmit={submit}>
        <div className="eb-auth__names">
          <TextField
            label={t('signUp.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label={t('signUp.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={set('lastName')}
          />
        </div>
        <TextField
          label={t('signUp.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <PasswordField
          label={t('signUp.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <PasswordField
          label={t('signUp.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <TermsCheckbox checked={terms} onChange={setTerms} error={errors.terms} />
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t('signUp.busy') : t('signUp.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/** The terms box with links to /terms and /privacy; its error is announced. */
function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  const t = useT();
  const errorId = useId();
  return (
    <div className="eb-field">
      <label className="eb-checkbox">
        <input
          type="checkbox"
          name="terms"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {t('signUp.termsPrefix')}{' '}
          <Link to="/terms" className="eb-link">
            {t('signUp.termsLink')}
          </Link>{' '}
          {t('signUp.termsAnd')}{' '}
          <Link to="/privacy" className="eb-link">
            {t('signUp.privacyLink')}
          </Link>
        </span>
      </label>
      <p className="eb-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
