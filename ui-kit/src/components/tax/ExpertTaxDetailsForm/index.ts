export { ExpertTaxDetailsForm, type ExpertTaxDetailsFormProps } from './ExpertTaxDetailsForm.js';
export {
  ExpertTaxDetailsFields,
  type ExpertTaxDetailsFieldsProps,
} from './ExpertTaxDetailsFields.js';
