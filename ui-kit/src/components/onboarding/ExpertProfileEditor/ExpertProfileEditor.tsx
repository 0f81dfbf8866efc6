import type { OwnExpertProfile } from '@expertbridge/sdk';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { EXPERT_LOCATIONS } from '../../../domain/options.js';
import { useCategories } from '../../../hooks/catalogue.js';
import { useMyExpertProfile, useUpdateMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { SelectField, TextAreaField, TextField } from '../../../primitives/Field.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import { ExpertTaxDetailsForm } from '../../tax/ExpertTaxDetailsForm/ExpertTaxDetailsForm.js';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker.js';
import { editorErrors, fromProfile, toProfileUpdate, type EditorValues } from './editorValues.js';

const LOCATIONS = Object.values(EXPERT_LOCATIONS).flat();

export interface ExpertProfileEditorProps {
  /**
   * Embeds the editor in another screen (the expert dashboard's profile card): Back to Profile and a
   * successful save call this instead of going to /my-page, and the title is an h2 under that screen's h1.
   */
  onDone?: () => void;
}

/**
 * The expert profile editor (part 2 §2.7): Access Denied when signed out, Create Profile when there is
 * none, else the profile's fields; saving goes to /my-page (or back to the embedding screen). Below it the
 * Tax details section, saved on its own.
 */
export function ExpertProfileEditor({ onDone }: ExpertProfileEditorProps = {}) {
  const t = useT();
  const session = useSession();
  const profile = useMyExpertProfile(session.isSignedIn);
  if (session.isLoading || (session.isSignedIn && profile.isPending)) return <Spinner />;
  if (!session.isSignedIn) return <AccessDenied reason="editProfile" />;
  if (profile.isError)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('editor.noProfileTitle')}
        description={t('editor.noProfileDescription')}
        action={
          <Link to="/become-expert" className="eb-btn eb-btn--primary">
            {t('editor.createProfile')}
          </Link>
        }
      />
    );
  }
  return <Editor key={profile.data.id} profile={profile.data} onDone={onDone} />;
}

function Editor({
  profile,
  onDone,
}: {
  profile: OwnExpertProfile;
  onDone?: (() => void) | undefined;
}) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const categories = useCategories();
  const update = useUpdateMyExpertProfile();
  const [values, setValues] = useState(() => fromProfile(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof EditorValues, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const Title = onDone ? 'h2' : 'h1';

  const field = (key: Exclude<keyof EditorValues, 'languages'>) => ({
    name: key,
    required: true,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = editorErrors(values);
    setErrors(Object.fromEntries(Object.entries(broken).map(([name, key]) => [name, t(key)])));
    const first = Object.keys(broken)[0];
    if (first) {
      focusField(form.current, first);
      return;
    }
    update.mutate(toProfileUpdate(values), {
      onSuccess: () => {
        toast({ title: t('editor.updatedTitle'), variant: 'success' });
        if (onDone) onDone();
        else navigate('/my-page');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) setErrors(error.details as typeof errors);
        toast({
          title: t('editor.failedTitle'),
          description: t('editor.failedDescription'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <form ref={form} className="eb-registration" noValidate onSubmit={submit}>
        <div className="eb-row">
          {onDone ? (
            <Button variant="ghost" onClick={onDone}>
              {t('editor.back')}
            </Button>
          ) : (
            <Link to="/my-page" className="eb-link">
              {t('editor.back')}
            </Link>
          )}
        </div>
        <div>
          <Title className="eb-heading eb-row">
            {t('editor.title')}
            <span className={`eb-badge eb-editor__status--${profile.status}`}>
              {t(`editor.status.${profile.status}`)}
            </span>
          </Title>
          {profile.status === 'rejected' && profile.rejectionReason ? (
            <p className="eb-muted">
              {t('editor.rejectionReason', { reason: profile.rejectionReason })}
            </p>
          ) : null}
          {profile.status === 'rejected' ? (
            <p className="eb-muted">{t('editor.resubmitHint')}</p>
          ) : null}
        </div>
        <section className="eb-registration__section">
          <div className="eb-registration__wide">
            <TextField label={t('registration.titleField')} {...field('title')} />
          </div>
          <div className="eb-registration__wide">
            <TextAreaField label={t('registration.bio')} {...field('bio')} />
          </div>
          <SelectField
            label={t('registration.category')}
            placeholder={t('registration.chooseCategory')}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...field('categoryId')}
          />
          <SelectField
            label={t('registration.location')}
            placeholder={t('registration.chooseLocation')}
            options={LOCATIONS.map((l) => ({ value: l, label: l }))}
            {...field('location')}
          />
          <TextAreaField label={t('registration.experience')} {...field('experience')} />
          <TextAreaField label={t('registration.qualifications')} {...field('qualifications')} />
          <TextField
            label={t('registration.hourlyRate')}
            inputMode="decimal"
            {...field('hourlyRate')}
          />
        </section>
        <LanguagePicker
          value={values.languages}
          required={false}
          onChange={(languages) => setValues((v) => ({ ...v, languages }))}
        />
        <div className="eb-registration__actions">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </form>
      {/* Saved on their own: the documents issued on the expert's behalf carry them. */}
      <ExpertTaxDetailsForm headingLevel={onDone ? 3 : 2} />
    </>
  );
}
