import { useId } from 'react';
import { EXPERT_LOCATIONS } from '../../../domain/options.js';
import { formatMoney } from '../../../format/money.js';
import { graphemeCount } from '../../../format/text.js';
import { useCategories } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { SelectField, TextAreaField, TextField } from '../../../primitives/Field.js';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker.js';
import { ExpertTaxDetailsFields } from '../../tax/ExpertTaxDetailsForm/ExpertTaxDetailsFields.js';
import {
  EXPERT_TAX_FIELDS,
  isEmptyExpertTax,
} from '../../tax/ExpertTaxDetailsForm/taxDetailsValues.js';
import { taxSummary } from './taxSummary.js';
import {
  BIO_COUNTER,
  toApplicationRequest,
  type ApplicationValues,
  type StepField,
} from './wizardSteps.js';

export interface WizardStepProps {
  step: number;
  values: ApplicationValues;
  onChange: (values: ApplicationValues) => void;
  /** What keeps Next disabled, shown (and announced) beside the field it concerns. */
  errors: Partial<Record<StepField, string>>;
}

/** The fields of one wizard step; step 4 shows the application for review. */
export function WizardStep({ step, values, onChange, errors }: WizardStepProps) {
  const t = useT();
  const taxHint = useId();
  const categories = useCategories();
  const field = (key: Exclude<keyof ApplicationValues, 'languages' | 'tax'>) => ({
    name: key,
    value: values[key],
    error: key === 'location' ? undefined : errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
  });
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  if (step === 0) {
    return (
      <>
        <TextField label={t('wizard.titleField')} required {...field('title')} />
        <TextAreaField
          label={t('wizard.bio')}
          required
          hint={t('wizard.bioCounter', { count: graphemeCount(values.bio), max: BIO_COUNTER })}
          {...field('bio')}
        />
        <SelectField
          label={t('wizard.category')}
          required
          placeholder={t('registration.chooseCategory')}
          options={categoryOptions}
          {...field('categoryId')}
        />
      </>
    );
  }
  if (step === 1) {
    return (
      <>
        <TextAreaField label={t('wizard.experience')} required {...field('experience')} />
        <TextAreaField label={t('wizard.qualifications')} required {...field('qualifications')} />
      </>
    );
  }
  if (step === 2) {
    return (
      <>
        <TextField
          label={t('wizard.hourlyRate')}
          required
          inputMode="decimal"
          hint={t('wizard.rateGuide')}
          {...field('hourlyRate')}
        />
        <SelectField
          label={t('wizard.location')}
          placeholder={t('wizard.noLocation')}
          options={Object.values(EXPERT_LOCATIONS)
            .flat()
            .map((l) => ({ value: l, label: l }))}
          {...field('location')}
        />
        <LanguagePicker
          value={values.languages}
          onChange={(languages) => onChange({ ...values, languages })}
        />
        <fieldset className="eb-fieldset eb-wizard__tax" aria-describedby={taxHint}>
          <legend className="eb-label">{t('tax.expert.applicationTitle')}</legend>
          <p id={taxHint} className="eb-field-hint">
            {t('tax.expert.applicationHint')}
          </p>
          <ExpertTaxDetailsFields
            values={values.tax}
            required={!isEmptyExpertTax(values.tax)}
            errors={Object.fromEntries(EXPERT_TAX_FIELDS.map((f) => [f, errors[`tax.${f}`]]))}
            onChange={(tax) => onChange({ ...values, tax })}
          />
        </fieldset>
      </>
    );
  }
  const request = toApplicationRequest(values);
  const category = categoryOptions.find((c) => c.value === values.categoryId)?.label;
  const rows: [string, string][] = [
    [t('wizard.titleField'), request.title],
    [t('wizard.category'), category ?? ''],
    [t('wizard.bio'), request.bio],
    [t('wizard.experience'), request.experience],
    [t('wizard.qualifications'), request.qualifications],
    [t('wizard.hourlyRate'), formatMoney({ amount: request.hourlyRate, currency: 'NZD' })],
    [t('wizard.location'), values.location || t('wizard.noLocation')],
    [t('expert.languages'), values.languages.join(', ')],
    [t('tax.expert.title'), taxSummary(values.tax, t)],
  ];
  return (
    <>
      <p>{t('wizard.reviewIntro')}</p>
      <dl className="eb-wizard__review">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="eb-muted">{t('wizard.reviewTime')}</p>
    </>
  );
}
