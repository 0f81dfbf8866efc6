import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import {
  useSandboxOnboarding,
  useSubmitSandboxOnboarding,
  type SandboxOnboardingRequest,
} from '../../../hooks/payouts.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { TextField } from '../../../primitives/Field.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';

type Field = keyof SandboxOnboardingRequest;
const EMPTY: SandboxOnboardingRequest = { legalName: '', dateOfBirth: '', bankAccount: '' };
const FIELDS: Field[] = ['legalName', 'dateOfBirth', 'bankAccount'];

/** A link that cannot be used, in words: unknown (404), used or expired (410), someone else's (403). */
function LinkRefused({ status }: { status: number | undefined }) {
  const t = useT();
  const title =
    status === 410
      ? t('payouts.sandbox.expired')
      : status === 403
        ? t('payouts.sandbox.forbidden')
        : t('payouts.sandbox.notFound');
  return (
    <StateMessage
      headingLevel={1}
      title={title}
      description={t('payouts.sandbox.startAgain')}
      action={
        <Link to="/expert/payouts" className="eb-btn eb-btn--primary">
          {t('payouts.sandbox.toPayouts')}
        </Link>
      }
    />
  );
}

/**
 * The sandbox's stand-in for Stripe's hosted onboarding, clearly labelled as one: legal name, date of
 * birth and bank account, with the test dates of birth. The API checks the answers and names a field it
 * refuses, shown by that field; accepted, the browser goes where the API says (the payouts return page).
 */
export function SandboxOnboardingForm({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSandboxOnboarding(token);
  const submit = useSubmitSandboxOnboarding(token);
  const [values, setValues] = useState<SandboxOnboardingRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  if (session.isPending) return <Spinner />;
  if (session.isError) {
    const status = session.error instanceof ApiRequestError ? session.error.status : undefined;
    if (status === 404 || status === 410 || status === 403) return <LinkRefused status={status} />;
    return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  }
  const { data } = session;
  const leaving = submit.isPending || submit.isSuccess;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const focus = (field: Field) =>
    form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      FIELDS.filter((field) => !values[field].trim()).map((field) => [
        field,
        t('payouts.sandbox.required'),
      ]),
    );
    setErrors(missing);
    const first = FIELDS.find((field) => field in missing);
    if (first) return focus(first);
    const body = {
      legalName: values.legalName.trim(),
      dateOfBirth: values.dateOfBirth.trim(),
      bankAccount: values.bankAccount.trim(),
    };
    submit.mutate(body, {
      onSuccess: ({ returnUrl }) => navigate(returnUrl, { fullPage: true }),
      onError: (error) => {
        // The API names the fields it refuses; those words go beside the field.
        const details = error instanceof ApiRequestError ? error.details : {};
        const named = Object.fromEntries(
          FIELDS.filter((field) => details[field]).map((field) => [field, details[field]]),
        );
        setErrors(named);
        const firstNamed = FIELDS.find((field) => field in named);
        if (firstNamed) focus(firstNamed);
      },
    });
  };

  const refusedOverall =
    submit.isError &&
    !FIELDS.some((field) => submit.error instanceof ApiRequestError && submit.error.details[field]);
  return (
    <section className="eb-payouts eb-sandbox-onboarding" aria-labelledby={titleId}>
      <p className="eb-sandbox-onboarding__label">{t('payouts.sandbox.label')}</p>
      <h1 id={titleId} className="eb-heading">
        {t('payouts.sandbox.title')}
      </h1>
      <p className="eb-muted">{t('payouts.sandbox.intro')}</p>
      <p>
        {t('payouts.sandbox.for', {
          name: data.expertName,
          email: data.email,
          currency: data.currency,
          time: formatDateTime(data.expiresAt),
        })}
      </p>
      <form
        ref={form}
        className="eb-card eb-sandbox-onboarding__form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={send}
      >
        <TextField
          label={t('payouts.sandbox.legalName')}
          name="legalName"
          autoComplete="name"
          required
          maxLength={200}
          value={values.legalName}
          error={errors.legalName}
          onChange={set('legalName')}
        />
        <TextField
          label={t('payouts.sandbox.dateOfBirth')}
          name="dateOfBirth"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          required
          hint={t('payouts.sandbox.hint')}
          value={values.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={set('dateOfBirth')}
        />
        <TextField
          label={t('payouts.sandbox.bankAccount')}
          name="bankAccount"
          inputMode="numeric"
          required
          maxLength={40}
          hint={
            data.country === 'AU'
              ? t('payouts.sandbox.bankAccountAU')
              : t('payouts.sandbox.bankAccountNZ')
          }
          value={values.bankAccount}
          error={errors.bankAccount}
          onChange={set('bankAccount')}
        />
        {refusedOverall ? (
          <p className="eb-field-error" role="alert">
            {submit.error instanceof ApiRequestError && submit.error.serverMessage
              ? submit.error.serverMessage
              : t('payouts.sandbox.failed')}
          </p>
        ) : null}
        <div className="eb-row">
          <Button type="submit" disabled={leaving} aria-busy={leaving || undefined}>
            {leaving ? t('payouts.sandbox.submitting') : t('payouts.sandbox.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
