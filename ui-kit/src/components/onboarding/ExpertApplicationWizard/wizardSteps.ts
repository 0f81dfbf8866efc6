import type { ExpertApplicationRequest } from '@expertbridge/sdk';
import { hourlyRateProblem } from '../../../domain/hourlyRate.js';
import { parseDollars } from '../../../format/money.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import {
  EMPTY_EXPERT_TAX,
  expertTaxProblems,
  isEmptyExpertTax,
  toExpertTaxInput,
  type ExpertTaxField,
  type ExpertTaxValues,
  type TaxProblem,
} from '../../tax/ExpertTaxDetailsForm/taxDetailsValues.js';

/** What the wizard holds across its steps (reading A). */
export interface ApplicationValues {
  title: string;
  bio: string;
  categoryId: string;
  experience: string;
  qualifications: string;
  hourlyRate: string;
  location: string;
  languages: string[];
  /** The tax details, optional as a whole: sent only when something was entered. */
  tax: ExpertTaxValues;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  title: '',
  bio: '',
  categoryId: '',
  experience: '',
  qualifications: '',
  hourlyRate: '',
  location: '',
  languages: ['English'],
  tax: EMPTY_EXPERT_TAX,
};

/** The spec's bio counter limit (shown, not enforced: part 2 §5). */
export const BIO_COUNTER = 500;

/** A field a step asks for (the tax details' as `tax.legalName`, …). */
export type StepField =
  Exclude<keyof ApplicationValues, 'location' | 'languages' | 'tax'> | `tax.${ExpertTaxField}`;

/** What keeps a step from being complete, field by field in form order. */
export type StepProblems = Partial<Record<StepField, MessageKey | TaxProblem>>;

/** The tax details' problems once anything was entered, keyed as the wizard's fields. */
function taxProblems(tax: ExpertTaxValues): StepProblems {
  if (isEmptyExpertTax(tax)) return {};
  return Object.fromEntries(
    Object.entries(expertTaxProblems(tax)).map(([field, problem]) => [`tax.${field}`, problem]),
  );
}

const filled = (text: string, field: StepField, message: MessageKey): StepProblems =>
  text.trim() === '' ? { [field]: message } : {};

/** The four steps, their names, and what each needs before Next (part 2 §5: per-step required fields). */
export const STEPS: ReadonlyArray<{
  name: MessageKey;
  problems: (v: ApplicationValues) => StepProblems;
}> = [
  {
    name: 'wizard.step1',
    problems: (v) => ({
      ...filled(v.title, 'title', 'wizard.reason.title'),
      ...filled(v.bio, 'bio', 'wizard.reason.bio'),
      ...filled(v.categoryId, 'categoryId', 'wizard.reason.categoryId'),
    }),
  },
  {
    name: 'wizard.step2',
    problems: (v) => ({
      ...filled(v.experience, 'experience', 'wizard.reason.experience'),
      ...filled(v.qualifications, 'qualifications', 'wizard.reason.qualifications'),
    }),
  },
  {
    name: 'wizard.step3',
    problems: (v) => {
      const rate = hourlyRateProblem(v.hourlyRate);
      return { ...(rate ? { hourlyRate: rate } : {}), ...taxProblems(v.tax) };
    },
  },
  { name: 'wizard.step4', problems: () => ({}) },
];

/**
 * The application request; an empty location is sent as none (it is optional in reading A), and the tax
 * details only when something was entered.
 */
export function toApplicationRequest(v: ApplicationValues): ExpertApplicationRequest {
  return {
    title: v.title.trim(),
    bio: v.bio.trim(),
    experience: v.experience.trim(),
    qualifications: v.qualifications.trim(),
    hourlyRate: parseDollars(v.hourlyRate) ?? 0,
    location: v.location || null,
    languages: v.languages,
    categoryId: Number(v.categoryId),
    ...(isEmptyExpertTax(v.tax) ? {} : { taxDetails: toExpertTaxInput(v.tax) }),
  };
}
