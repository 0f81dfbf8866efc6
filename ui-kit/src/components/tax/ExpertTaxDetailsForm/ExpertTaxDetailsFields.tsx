import { useId } from 'react';
import { taxNumberLabel } from '../../../domain/taxNumbers.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { SelectField, TextAreaField, TextField } from '../../../primitives/Field.js';
import {
  ADDRESS_MAX,
  LEGAL_NAME_MAX,
  type ExpertTaxField,
  type ExpertTaxValues,
} from './taxDetailsValues.js';

export interface ExpertTaxDetailsFieldsProps {
  values: ExpertTaxValues;
  onChange: (values: ExpertTaxValues) => void;
  /** Each field's problem in words, shown beside it and describing it. */
  errors: Partial<Record<ExpertTaxField, string>>;
  /** Whether the fields must be filled (the application's section is optional as a whole). */
  required?: boolean;
}

/**
 * The expert's tax details as fields: legal name, address, country, GST registration and the tax number,
 * whose label and hint follow the country (a GST number in New Zealand, an ABN in Australia). Shared by
 * the tax details form and the expert application.
 */
export function ExpertTaxDetailsFields({
  values,
  onChange,
  errors,
  required = true,
}: ExpertTaxDetailsFieldsProps) {
  const t = useT();
  const registeredHint = useId();
  const set = <K extends ExpertTaxField>(key: K, value: ExpertTaxValues[K]) =>
    onChange({ ...values, [key]: value });
  const numberLabel = values.country ? t(taxNumberLabel(values.country)) : t('tax.taxNumber');
  const numberHint =
    values.country === 'AU'
      ? t('tax.abnHint')
      : values.country === 'NZ'
        ? t('tax.gstNumberHint')
        : t('tax.taxNumberChooseCountry');
  return (
    <>
      <TextField
        label={t('tax.expert.legalName')}
        name="legalName"
        autoComplete="name"
        required={required}
        maxLength={LEGAL_NAME_MAX}
        value={values.legalName}
        error={errors.legalName}
        onChange={(e) => set('legalName', e.target.value)}
      />
      <TextAreaField
        label={t('tax.expert.address')}
        name="address"
        autoComplete="street-address"
        rows={3}
        required={required}
        maxLength={ADDRESS_MAX}
        hint={t('tax.expert.addressHint')}
        value={values.address}
        error={errors.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <SelectField
        label={t('tax.country')}
        name="country"
        required={required}
        placeholder={t('tax.countryChoose')}
        options={[
          { value: 'NZ', label: t('tax.country.NZ') },
          { value: 'AU', label: t('tax.country.AU') },
        ]}
        value={values.country}
        error={errors.country}
        onChange={(e) => set('country', e.target.value as ExpertTaxValues['country'])}
      />
      <div className="eb-field">
        <label className="eb-checkbox">
          <input
            type="checkbox"
            name="gstRegistered"
            checked={values.gstRegistered}
            aria-describedby={registeredHint}
            onChange={(e) => set('gstRegistered', e.target.checked)}
          />
          <span>{t('tax.expert.gstRegistered')}</span>
        </label>
        <p id={registeredHint} className="eb-field-hint">
          {t('tax.expert.gstRegisteredHint')}
        </p>
      </div>
      <TextField
        label={numberLabel}
        name="taxNumber"
        inputMode="numeric"
        autoComplete="off"
        required={required && values.gstRegistered}
        maxLength={20}
        hint={numberHint}
        value={values.taxNumber}
        error={errors.taxNumber}
        onChange={(e) => set('taxNumber', e.target.value)}
      />
    </>
  );
}
