import { taxNumberLabel } from '../../../domain/taxNumbers.js';
import type { Translate } from '../../../i18n/I18nProvider.js';
import {
  isEmptyExpertTax,
  type ExpertTaxValues,
} from '../../tax/ExpertTaxDetailsForm/taxDetailsValues.js';

/** The tax details in one line for the application's review: who, where, and the GST registration. */
export function taxSummary(tax: ExpertTaxValues, t: Translate): string {
  if (isEmptyExpertTax(tax)) return t('tax.review.none');
  const country = tax.country ? t(`tax.country.${tax.country}`) : '';
  const registration =
    tax.gstRegistered && tax.country
      ? t('tax.review.registered', {
          number: `${t(taxNumberLabel(tax.country))} ${tax.taxNumber.trim()}`,
        })
      : t('tax.review.notRegistered');
  return [tax.legalName.trim(), country, registration].filter(Boolean).join(' · ');
}
