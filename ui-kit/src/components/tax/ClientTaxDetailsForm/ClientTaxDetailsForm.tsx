import { useId, useRef, useState, type FormEvent } from 'react';
import { taxNumberLabel } from '../../../domain/taxNumbers.js';
import { formatDateTime } from '../../../format/dates.js';
import {
  useMyTaxDetails,
  useUpdateMyTaxDetails,
  type ClientTaxDetails,
} from '../../../hooks/taxDetails.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { SelectField, TextField } from '../../../primitives/Field.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { focusField } from '../../auth/authErrors.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { LEGAL_NAME_MAX } from '../ExpertTaxDetailsForm/taxDetailsValues.js';
import { fieldErrors, overallError } from '../serverErrors.js';
import {
  CLIENT_TAX_FIELDS,
  clientTaxProblems,
  fromClientTaxDetails,
  toClientTaxInput,
  type ClientTaxField,
  type ClientTaxValues,
} from './clientTaxValues.js';

/**
 * What a client wants on their receipts: a business name and its GST number or ABN (the label follows the
 * country), all optional; checked in the browser as the API checks them, the API's refusals by the field.
 */
export function ClientTaxDetailsForm() {
  const t = useT();
  const details = useMyTaxDetails();
  const titleId = useId();
  let body;
  if (details.isPending) body = <Spinner />;
  else if (details.isError)
    body = <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  else body = <ClientForm saved={details.data} titleId={titleId} />;
  return (
    <section className="eb-card eb-tax" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('tax.client.title')}
      </h2>
      <p className="eb-muted">{t('tax.client.intro')}</p>
      {body}
    </section>
  );
}

function ClientForm({ saved, titleId }: { saved: ClientTaxDetails; titleId: string }) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateMyTaxDetails();
  const [values, setValues] = useState(() => fromClientTaxDetails(saved));
  const [errors, setErrors] = useState<Partial<Record<ClientTaxField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends ClientTaxField>(key: K, value: ClientTaxValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const problems = clientTaxProblems(values);
    setErrors(
      Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.params)])),
    );
    const first = CLIENT_TAX_FIELDS.find((field) => field in problems);
    if (first) return focusField(form.current, first);
    update.mutate(toClientTaxInput(values), {
      onSuccess: (answer) => {
        setValues(fromClientTaxDetails(answer));
        toast({ title: t('tax.saved'), variant: 'success' });
      },
      onError: (error) => {
        const named = fieldErrors(error, CLIENT_TAX_FIELDS);
        setErrors(named);
        const firstNamed = CLIENT_TAX_FIELDS.find((field) => field in named);
        if (firstNamed) focusField(form.current, firstNamed);
        else setFailure(overallError(error, t('tax.failed')));
      },
    });
  };

  const savedAt = update.data?.updatedAt ?? saved.updatedAt;
  return (
    <form
      ref={form}
      className="eb-tax__form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
    >
      <TextField
        label={t('tax.client.businessName')}
        name="businessName"
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX}
        value={values.businessName}
        error={errors.businessName}
        onChange={(e) => set('businessName', e.target.value)}
      />
      <SelectField
        label={t('tax.country')}
        name="country"
        placeholder={t('tax.client.countryNone')}
        options={[
          { value: 'NZ', label: t('tax.country.NZ') },
          { value: 'AU', label: t('tax.country.AU') },
        ]}
        value={values.country}
        error={errors.country}
        onChange={(e) => set('country', e.target.value as ClientTaxValues['country'])}
      />
      <TextField
        label={values.country ? t(taxNumberLabel(values.country)) : t('tax.taxNumber')}
        name="taxNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        hint={
          values.country === 'AU'
            ? t('tax.abnHint')
            : values.country === 'NZ'
              ? t('tax.gstNumberHint')
              : t('tax.taxNumberChooseCountry')
        }
        value={values.taxNumber}
        error={errors.taxNumber}
        onChange={(e) => set('taxNumber', e.target.value)}
      />
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
