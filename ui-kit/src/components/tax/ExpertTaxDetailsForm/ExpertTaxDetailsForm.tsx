import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import {
  useMyExpertTaxDetails,
  useUpdateMyExpertTaxDetails,
  type ExpertTaxDetails,
} from '../../../hooks/taxDetails.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { fieldErrors, overallError } from '../serverErrors.js';
import { ExpertTaxDetailsFields } from './ExpertTaxDetailsFields.js';
import {
  EXPERT_TAX_FIELDS,
  expertTaxProblems,
  fromExpertTaxDetails,
  toExpertTaxInput,
  type ExpertTaxField,
} from './taxDetailsValues.js';

export interface ExpertTaxDetailsFormProps {
  /** The heading's level under the screen's own (2 in the profile editor). */
  headingLevel?: 2 | 3;
}

/**
 * The signed-in expert's tax details, the ones the receipts issued on their behalf and the commission
 * invoices addressed to them carry: checked in the browser as the API checks them (the tax number's check
 * digit included), saved through the API, whose refusals show by the field they name.
 */
export function ExpertTaxDetailsForm({ headingLevel = 2 }: ExpertTaxDetailsFormProps) {
  const t = useT();
  const details = useMyExpertTaxDetails();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  let body;
  if (details.isPending) body = <Spinner />;
  else if (details.isError) {
    const status = details.error instanceof ApiRequestError ? details.error.status : undefined;
    body =
      status === 404 ? (
        <StateMessage
          headingLevel={3}
          title={t('tax.expert.notExpert')}
          description={t('tax.expert.notExpertDescription')}
        />
      ) : (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      );
  } else body = <TaxForm saved={details.data} titleId={titleId} />;
  return (
    <section className="eb-card eb-tax" aria-labelledby={titleId}>
      <Heading id={titleId} className="eb-subheading">
        {t('tax.expert.title')}
      </Heading>
      <p className="eb-muted">{t('tax.expert.intro')}</p>
      {body}
    </section>
  );
}

function TaxForm({ saved, titleId }: { saved: ExpertTaxDetails | null; titleId: string }) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateMyExpertTaxDetails();
  const [values, setValues] = useState(() => fromExpertTaxDetails(saved));
  const [errors, setErrors] = useState<Partial<Record<ExpertTaxField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const problems = expertTaxProblems(values);
    setErrors(
      Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.params)])),
    );
    const first = EXPERT_TAX_FIELDS.find((field) => field in problems);
    if (first) return focusField(form.current, first);
    update.mutate(toExpertTaxInput(values), {
      onSuccess: (answer) => {
        setValues(fromExpertTaxDetails(answer));
        toast({ title: t('tax.saved'), variant: 'success' });
      },
      onError: (error) => {
        const named = fieldErrors(error, EXPERT_TAX_FIELDS);
        setErrors(named);
        const firstNamed = EXPERT_TAX_FIELDS.find((field) => field in named);
        if (firstNamed) focusField(form.current, firstNamed);
        else setFailure(overallError(error, t('tax.failed')));
      },
    });
  };

  const savedAt = update.data?.updatedAt ?? saved?.updatedAt;
  return (
    <form
      ref={form}
      className="eb-tax__form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
    >
      <ExpertTaxDetailsFields values={values} onChange={setValues} errors={errors} />
      {failure ? (
        <p className="eb-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="eb-row">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('tax.saving') : t('tax.save')}
        </Button>
        {savedAt ? (
          <span className="eb-muted" role="status">
            {t('tax.savedAt', { date: formatDateTime(savedAt) })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
