import type { OwnExpertProfile, User } from '@expertbridge/sdk';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { COUNTRIES, CURRENCIES, EXPERT_LOCATIONS } from '../../../domain/options.js';
import { useCategories } from '../../../hooks/catalogue.js';
import { useCompleteExpertRegistration, useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup.js';
import { SelectField, TextAreaField, TextField } from '../../../primitives/Field.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import { ApplicationGate } from '../ApplicationStatus/ApplicationStatus.js';
import { fromProfile } from '../ExpertProfileEditor/editorValues.js';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker.js';
import { PhotoField } from './PhotoField.js';
import { loadDraft, removeDraft, saveDraft } from './registrationDraft.js';
import {
  EMPTY_REGISTRATION,
  fieldOfPath,
  toRegistrationRequest,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registrationRules.js';

const LOCATIONS = Object.values(EXPERT_LOCATIONS).flat();

/**
 * The single expert registration form (part 2 §2.6, reading B), for the signed-in user. Someone who has
 * applied sees where the application stands instead; after a rejection, Apply Again opens the form filled
 * from the rejected application.
 */
export function ExpertRegistrationForm() {
  const { user, isLoading } = useSession();
  const profile = useMyExpertProfile(Boolean(user));
  if (isLoading || (user && profile.isPending)) return <Spinner />;
  if (!user) return <AccessDenied reason="becomeExpert" returnTo="/become-expert" />;
  if (profile.isLoadingError)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ApplicationGate profile={profile.data}>
      {(rejected) => <RegistrationForm key={user.id} user={user} rejected={rejected} />}
    </ApplicationGate>
  );
}

/** The form as the user (and, applying again, their rejected application) fills it, under any saved draft. */
function startingValues(user: User, rejected: OwnExpertProfile | null): RegistrationValues {
  const names = { firstName: user.firstName, lastName: user.lastName, email: user.email };
  const previous = rejected
    ? {
        ...fromProfile(rejected),
        currency: rejected.currency,
        serviceCountries: rejected.serviceCountries,
        consultationMethods: rejected.consultationMethods,
        availability: rejected.availability ?? '',
      }
    : {};
  return { ...EMPTY_REGISTRATION, ...names, ...previous, ...loadDraft() };
}

function RegistrationForm({ user, rejected }: { user: User; rejected: OwnExpertProfile | null }) {
  const t = useT();
  const { toast } = useToast();
  const categories = useCategories();
  const register = useCompleteExpertRegistration();
  const [values, setValues] = useState(() => startingValues(user, rejected));
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: RegistrationField & keyof RegistrationValues) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    required: true,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateRegistration(values);
    const messages = Object.fromEntries(Object.entries(broken).map(([f, key]) => [f, t(key)]));
    setErrors(messages);
    const first = Object.keys(broken)[0];
    if (first) {
      focusField(form.current, first);
      return;
    }
    register.mutate(toRegistrationRequest(values), {
      onSuccess: () => {
        toast({
          title: t('registration.successTitle'),
          description: t('registration.successDescription'),
          variant: 'success',
        });
        removeDraft();
        setValues(startingValues(user, null));
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          const fields = Object.entries(error.details).flatMap(([path, message]) => {
            const field = fieldOfPath(path);
            return field ? [[field, message] as const] : [];
          });
          setErrors(Object.fromEntries(fields));
        }
        toast({
          title: t('registration.failedTitle'),
          description: t('registration.failedDescription'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form ref={form} className="eb-registration" noValidate onSubmit={submit}>
      <div>
        <h1 className="eb-heading">{t('registration.title')}</h1>
        <p className="eb-muted">{t('registration.subtitle')}</p>
        {rejected?.rejectionReason ? (
          <p className="eb-muted">
            {t('editor.rejectionReason', { reason: rejected.rejectionReason })}
          </p>
        ) : null}
      </div>
      <section className="eb-registration__section">
        <h2 className="eb-subheading">{t('registration.personal')}</h2>
        <div className="eb-registration__wide">
          <PhotoField value={values.photo} onChange={(photo) => set('photo', photo)} />
        </div>
        <TextField
          label={t('registration.firstName')}
          autoComplete="given-name"
          {...text('firstName')}
        />
        <TextField
          label={t('registration.lastName')}
          autoComplete="family-name"
          {...text('lastName')}
        />
        <TextField
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          {...text('email')}
        />
      </section>
      <section className="eb-registration__section">
        <h2 className="eb-subheading">{t('registration.professional')}</h2>
        <div className="eb-registration__wide">
          <TextField label={t('registration.titleField')} {...text('title')} />
        </div>
        <SelectField
          label={t('registration.category')}
          placeholder={t('registration.chooseCategory')}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...text('categoryId')}
        />
        <TextField
          label={t('registration.hourlyRate')}
          inputMode="decimal"
          {...text('hourlyRate')}
        />
        <SelectField
          label={t('registration.currency')}
          placeholder={t('registration.chooseCurrency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          {...text('currency')}
        />
        <SelectField
          label={t('registration.location')}
          placeholder={t('registration.chooseLocation')}
          options={LOCATIONS.map((l) => ({ value: l, label: l }))}
          {...text('location')}
        />
        <div className="eb-registration__wide">
          <CheckboxGroup
            legend={t('registration.serviceCountries')}
            name="serviceCountries"
            required
            hint={t('registration.serviceCountriesHint')}
            options={COUNTRIES.map((c) => ({ value: c, label: t(`country.${c}`) }))}
            value={values.serviceCountries}
            error={errors.serviceCountries}
            onChange={(v) => set('serviceCountries', v)}
          />
        </div>
        <div className="eb-registration__wide">
          <TextAreaField
            label={t('registration.bio')}
            hint={t('registration.bioHint')}
            {...text('bio')}
          />
        </div>
        <TextAreaField label={t('registration.experience')} {...text('experience')} />
        <TextAreaField label={t('registration.qualifications')} {...text('qualifications')} />
      </section>
      <LanguagePicker
        value={values.languages}
        error={errors.languages}
        onChange={(languages) => set('languages', languages)}
      />
      <CheckboxGroup
        legend={t('registration.methodsSection')}
        name="consultationMethods"
        required
        options={(['chat', 'video'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))}
        value={values.consultationMethods}
        error={errors.consultationMethods}
        onChange={(v) => set('consultationMethods', v)}
      />
      <TextAreaField
        label={t('registration.availability')}
        hint={t('registration.availabilityHint')}
        rows={2}
        {...text('availability')}
      />
      <div className="eb-registration__actions">
        <Button
          variant="secondary"
          onClick={() => {
            saveDraft(values);
            toast({
              title: t('registration.draftSavedTitle'),
              description: t('registration.draftSavedDescription'),
            });
          }}
        >
          {t('registration.saveDraft')}
        </Button>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </div>
    </form>
  );
}
