import { useId } from 'react';
import { taxNumberLabel } from '../../../domain/taxNumbers.js';
import {
  useMyTaxDetails,
  useUpdateMyTaxDetails,
  type ClientTaxDetails,
} from '../../../hooks/taxDetails.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { SelectField, TextField } from '../../../primitives/Field.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { LEGAL_NAME_MAX } from '../ExpertTaxDetailsForm/taxDetailsValues.js';
import { TaxFormFooter, useTaxForm } from '../useTaxForm.js';
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
  const update = useUpdateMyTaxDetails();
  const { values, setValues, errors, failure, form, submit } = useTaxForm({
    initial: () => fromClientTaxDetails(saved),
    fields: CLIENT_TAX_FIELDS,
    problems: clientTaxProblems,
    toInput: toClientTaxInput,
    fromAnswer: fromClientTaxDetails,
    save: update,
  });
  const set = <K extends ClientTaxField>(key: K, value: ClientTaxValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

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
      <TaxFormFooter failure={failure} pending={update.isPending} savedAt={savedAt} />
    </form>
  );
}
