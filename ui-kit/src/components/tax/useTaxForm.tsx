import { useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../format/dates.js';
import { useT } from '../../i18n/I18nProvider.js';
import { Button } from '../../primitives/Button.js';
import { focusField } from '../auth/authErrors.js';
import { useToast } from '../feedback/Toaster/useToast.js';
import type { TaxProblem } from './ExpertTaxDetailsForm/taxDetailsValues.js';
import { fieldErrors, overallError } from './serverErrors.js';

/** The save a tax form calls: react-query's mutation, as far as the form uses it. */
interface TaxSave<Input, Answer> {
  mutate(
    input: Input,
    callbacks: { onSuccess: (answer: Answer) => void; onError: (error: unknown) => void },
  ): void;
}

/**
 * One tax form's state and its submit, shared by the expert's and the client's: the browser's checks first (the
 * first refused field takes the focus), then the save, whose refusals show by the field they name, or under the
 * form when they name none.
 */
export function useTaxForm<F extends string, V, Input, Answer>(options: {
  initial: () => V;
  fields: readonly F[];
  problems: (values: V) => Partial<Record<F, TaxProblem>>;
  toInput: (values: V) => Input;
  fromAnswer: (answer: Answer) => V;
  save: TaxSave<Input, Answer>;
}) {
  const t = useT();
  const { toast } = useToast();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const { fields } = options;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const problems = options.problems(values);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, p]) => {
          const problem = p as TaxProblem;
          return [field, t(problem.key, problem.params)];
        }),
      ) as Partial<Record<F, string>>,
    );
    const first = fields.find((field) => field in problems);
    if (first) return focusField(form.current, first);
    options.save.mutate(options.toInput(values), {
      onSuccess: (answer) => {
        setValues(options.fromAnswer(answer));
        toast({ title: t('tax.saved'), variant: 'success' });
      },
      onError: (error) => {
        const named = fieldErrors(error, fields);
        setErrors(named);
        const firstNamed = fields.find((field) => field in named);
        if (firstNamed) focusField(form.current, firstNamed);
        else setFailure(overallError(error, t('tax.failed')));
      },
    });
  };

  return { values, setValues, errors, failure, form, submit };
}

/** Under a tax form: the refusal that named no field, Save, and when the details were last saved. */
export function TaxFormFooter({
  failure,
  pending,
  savedAt,
}: {
  failure: string | undefined;
  pending: boolean;
  savedAt: string | null | undefined;
}) {
  const t = useT();
  return (
    <>
      {failure ? (
        <p className="eb-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="eb-row">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('tax.saving') : t('tax.save')}
        </Button>
        {savedAt ? (
          <span className="eb-muted" role="status">
            {t('tax.savedAt', { date: formatDateTime(savedAt) })}
          </span>
        ) : null}
      </div>
    </>
  );
}
