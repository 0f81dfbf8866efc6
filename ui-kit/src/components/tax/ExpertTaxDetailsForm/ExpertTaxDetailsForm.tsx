import { useId } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import {
  useMyExpertTaxDetails,
  useUpdateMyExpertTaxDetails,
  type ExpertTaxDetails,
} from '../../../hooks/taxDetails.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { TaxFormFooter, useTaxForm } from '../useTaxForm.js';
import { ExpertTaxDetailsFields } from './ExpertTaxDetailsFields.js';
import {
  EXPERT_TAX_FIELDS,
  expertTaxProblems,
  fromExpertTaxDetails,
  toExpertTaxInput,
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
  const update = useUpdateMyExpertTaxDetails();
  const { values, setValues, errors, failure, form, submit } = useTaxForm({
    initial: () => fromExpertTaxDetails(saved),
    fields: EXPERT_TAX_FIELDS,
    problems: expertTaxProblems,
    toInput: toExpertTaxInput,
    fromAnswer: fromExpertTaxDetails,
    save: update,
  });

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
      <TaxFormFooter failure={failure} pending={update.isPending} savedAt={savedAt} />
    </form>
  );
}
