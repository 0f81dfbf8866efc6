import { useEffect, useId, useRef, useState } from 'react';
import { loginUrl } from '../../../hooks/auth.js';
import { useApplyAsExpert, useMyExpertProfile } from '../../../hooks/onboarding.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { ApplicationGate } from '../ApplicationStatus/ApplicationStatus.js';
import { fromProfile } from '../ExpertProfileEditor/editorValues.js';
import { fieldErrors } from '../../tax/serverErrors.js';
import {
  EMPTY_EXPERT_TAX,
  EXPERT_TAX_FIELDS,
  type TaxProblem,
} from '../../tax/ExpertTaxDetailsForm/taxDetailsValues.js';
import { WizardStep } from './WizardStep.js';
import {
  EMPTY_APPLICATION,
  STEPS,
  toApplicationRequest,
  type ApplicationValues,
  type StepField,
} from './wizardSteps.js';

/** The step that holds the tax details (Service Details). */
const TAX_STEP = 2;

/** Where a submitted application lands (part 2 §2.6). */
export const APPLICATION_SUCCESS_PATH = '/expert-application-success';

/**
 * The expert application wizard (part 2 §2.6, reading A): a sign-in prompt when signed out; for a user who
 * has applied, where the application stands (in review, rejected with its reason and Apply Again, or "You're
 * Already an Expert!" once approved); else four steps whose Next says what it waits for. Applying again
 * starts the wizard from the rejected application.
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
  if (profile.isLoadingError)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ApplicationGate profile={profile.data}>
      {(rejected) =>
        rejected ? (
          <Wizard
            initial={{ ...fromProfile(rejected), tax: EMPTY_EXPERT_TAX }}
            rejectionReason={rejected.rejectionReason}
          />
        ) : (
          <Wizard initial={EMPTY_APPLICATION} rejectionReason={null} />
        )
      }
    </ApplicationGate>
  );
}

function Wizard({
  initial,
  rejectionReason,
}: {
  initial: ApplicationValues;
  rejectionReason: string | null;
}) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const apply = useApplyAsExpert();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(initial);
  // A field's problem shows beside it once the person has changed it; until then Next lists it.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [agreed, setAgreed] = useState(false);
  // The API's refusal of a tax detail, by its field until that field changes.
  const [refused, setRefused] = useState<Partial<Record<StepField, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const hintId = useId();
  const blockedId = useId();
  const last = step === STEPS.length - 1;
  const current = STEPS[step] ?? STEPS[0]!;
  const problems = Object.entries(current.problems(values)) as [
    StepField,
    MessageKey | TaxProblem,
  ][];
  const say = (problem: MessageKey | TaxProblem) =>
    typeof problem === 'string' ? t(problem) : t(problem.key, problem.params);
  const errors = {
    ...refused,
    ...Object.fromEntries(
      problems.filter(([name]) => touched.has(name)).map(([name, problem]) => [name, say(problem)]),
    ),
  };

  const change = (next: ApplicationValues) => {
    const changed = (Object.keys(next) as (keyof ApplicationValues)[]).flatMap((key) =>
      key === 'tax'
        ? EXPERT_TAX_FIELDS.filter((f) => next.tax[f] !== values.tax[f]).map((f) => `tax.${f}`)
        : next[key] !== values[key]
          ? [key]
          : [],
    );
    setTouched((seen) => new Set([...seen, ...changed]));
    setRefused((before) =>
      Object.fromEntries(Object.entries(before).filter(([name]) => !changed.includes(name))),
    );
    setValues(next);
  };

  // Moving between steps puts focus on the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const submit = () =>
    apply.mutate(toApplicationRequest(values), {
      onSuccess: () => navigate(APPLICATION_SUCCESS_PATH),
      onError: (error) => {
        // A refused tax detail is shown by its field, back on the step that asks for it.
        const named = fieldErrors(error, EXPERT_TAX_FIELDS, 'taxDetails.');
        if (Object.keys(named).length > 0) {
          setRefused(
            Object.fromEntries(
              Object.entries(named).map(([field, text]) => [`tax.${field}`, text]),
            ),
          );
          setStep(TAX_STEP);
        }
        toast({
          title: t('wizard.failedTitle'),
          description: t('wizard.failedDescription'),
          variant: 'destructive',
        });
      },
    });

  return (
    <form
      className="eb-wizard"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length > 0) return;
        if (!last) setStep(step + 1);
        else if (agreed) submit();
      }}
    >
      <h1 className="eb-heading">{t('wizard.title')}</h1>
      {rejectionReason ? (
        <p className="eb-muted">{t('editor.rejectionReason', { reason: rejectionReason })}</p>
      ) : null}
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
      <WizardStep step={step} values={values} onChange={change} errors={errors} />
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
      {problems.length > 0 ? (
        <div id={blockedId} className="eb-wizard__hint">
          <p>{t('wizard.nextBlocked')}</p>
          <ul>
            {problems.map(([name, problem]) => (
              <li key={name}>{say(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="eb-wizard__nav">
        {/* The first step has nothing before it: no Previous rather than one disabled without a reason. */}
        {step === 0 ? (
          <span />
        ) : (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t('wizard.previous')}
          </Button>
        )}
        {last ? (
          <Button type="submit" disabled={!agreed || apply.isPending}>
            {apply.isPending ? t('wizard.submitting') : t('wizard.submit')}
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={problems.length > 0}
            aria-describedby={problems.length > 0 ? blockedId : undefined}
          >
            {t('wizard.next')}
          </Button>
        )}
      </div>
    </form>
  );
}
