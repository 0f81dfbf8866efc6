import { useEffect, useId, useRef, useState } from 'react';
import { loginUrl } from '../../../hooks/auth.js';
import { useApplyAsExpert, useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { WizardStep } from './WizardStep.js';
import { EMPTY_APPLICATION, STEPS, toApplicationRequest } from './wizardSteps.js';

/** Where a submitted application lands (part 2 §2.6). */
export const APPLICATION_SUCCESS_PATH = '/expert-application-success';

/**
 * The expert application wizard (part 2 §2.6, reading A): a sign-in prompt when signed out, "You're
 * Already an Expert!" for experts, else four steps whose Next waits for the step's required fields.
 */
export function ExpertApplicationWizard() {
  const t = useT();
  const session = useSession();
  const profile = useMyExpertProfile(session.isSignedIn);
  if (session.isLoading || (session.isSignedIn && profile.isPending)) return <Spinner />;
  if (!session.isSignedIn) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('wizard.joinTitle')}
        description={t('wizard.joinDescription')}
        action={
          <div className="eb-row">
            <Link to={loginUrl('/become-expert')} fullPage className="eb-btn eb-btn--primary">
              {t('wizard.signInProvider')}
            </Link>
            <Link to="/login" className="eb-btn eb-btn--secondary">
              {t('wizard.signInEmail')}
            </Link>
          </div>
        }
      />
    );
  }
  if (profile.data || session.isExpert) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('wizard.alreadyTitle')}
        description={t('wizard.alreadyDescription')}
        action={
          <Link to="/dashboard" className="eb-btn eb-btn--primary">
            {t('wizard.toDashboard')}
          </Link>
        }
      />
    );
  }
  return <Wizard />;
}

function Wizard() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const apply = useApplyAsExpert();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(EMPTY_APPLICATION);
  const [agreed, setAgreed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const hintId = useId();
  const last = step === STEPS.length - 1;
  const current = STEPS[step] ?? STEPS[0]!;

  // Moving between steps puts focus on the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const submit = () =>
    apply.mutate(toApplicationRequest(values), {
      onSuccess: () => navigate(APPLICATION_SUCCESS_PATH),
      onError: () =>
        toast({
          title: t('wizard.failedTitle'),
          description: t('wizard.failedDescription'),
          variant: 'destructive',
        }),
    });

  return (
    <form
      className="eb-wizard"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!last && current.complete(values)) setStep(step + 1);
        else if (last && agreed) submit();
      }}
    >
      <h1 className="eb-heading">{t('wizard.title')}</h1>
      <ol className="eb-wizard__steps" aria-label={t('wizard.steps')}>
        {STEPS.map((s, i) => (
          <li key={s.name} aria-current={i === step ? 'step' : undefined}>
            {t(s.name)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="eb-subheading">
        {t('wizard.progress', { step: step + 1, total: STEPS.length, name: t(current.name) })}
      </h2>
      <WizardStep step={step} values={values} onChange={setValues} />
      {last ? (
        <div className="eb-field">
          <label className="eb-checkbox">
            <input
              type="checkbox"
              checked={agreed}
              aria-describedby={agreed ? undefined : hintId}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <span>
              {t('wizard.agreePrefix')}{' '}
              <Link to="/terms" className="eb-link">
                {t('wizard.terms')}
              </Link>
              ,{' '}
              <Link to="/expert-guidelines" className="eb-link">
                {t('wizard.guidelines')}
              </Link>{' '}
              {t('signUp.termsAnd')}{' '}
              <Link to="/privacy" className="eb-link">
                {t('wizard.privacy')}
              </Link>
            </span>
          </label>
          {agreed ? null : (
            <p id={hintId} className="eb-wizard__hint">
              {t('wizard.agreeHint')}
            </p>
          )}
        </div>
      ) : null}
      <div className="eb-wizard__nav">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('wizard.previous')}
        </Button>
        {last ? (
          <Button type="submit" disabled={!agreed || apply.isPending}>
            {apply.isPending ? t('wizard.submitting') : t('wizard.submit')}
          </Button>
        ) : (
          <Button type="submit" disabled={!current.complete(values)}>
            {t('wizard.next')}
          </Button>
        )}
      </div>
    </form>
  );
}
