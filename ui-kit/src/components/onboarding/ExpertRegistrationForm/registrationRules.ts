import type { components, Currency, ExpertRegistrationRequest } from '@expertbridge/sdk';
import { hourlyRateProblem } from '../../../domain/hourlyRate.js';
import { parseDollars } from '../../../format/money.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

type ConsultationMethod = components['schemas']['ConsultationMethod'];

/** What the registration form holds while a person fills it in. */
export interface RegistrationValues {
  photo: string | null;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  categoryId: string;
  hourlyRate: string;
  currency: Currency | '';
  location: string;
  serviceCountries: ('NZ' | 'AU')[];
  bio: string;
  experience: string;
  qualifications: string;
  languages: string[];
  consultationMethods: ConsultationMethod[];
  availability: string;
}

/** A field of the form, named as the API's `details` name it (`expert.title` becomes `title`). */
export type RegistrationField = Exclude<keyof RegistrationValues, 'photo'>;

/** An empty form: languages start with English (part 2 §3). */
export const EMPTY_REGISTRATION: RegistrationValues = {
  photo: null,
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  categoryId: '',
  hourlyRate: '',
  currency: '',
  location: '',
  serviceCountries: [],
  bio: '',
  experience: '',
  qualifications: '',
  languages: ['English'],
  consultationMethods: [],
  availability: '',
};

const longEnough = (text: string, min: number) => text.trim().length >= min;

/** A rule: null when the field is right, else the message key that says what is wrong. */
type Rule = (v: RegistrationValues) => MessageKey | null;
const check =
  (ok: (v: RegistrationValues) => boolean, message: MessageKey): Rule =>
  (v) =>
    ok(v) ? null : message;

/** The rules of part 2 §5 (reading B), in form order, each with its message key. */
const RULES: ReadonlyArray<[RegistrationField, Rule]> = [
  ['firstName', check((v) => longEnough(v.firstName, 1), 'rule.firstName')],
  ['lastName', check((v) => longEnough(v.lastName, 1), 'rule.lastName')],
  ['email', check((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()), 'rule.email')],
  ['title', check((v) => longEnough(v.title, 10), 'rule.title')],
  ['categoryId', check((v) => v.categoryId !== '', 'rule.categoryId')],
  ['hourlyRate', (v) => hourlyRateProblem(v.hourlyRate)],
  ['currency', check((v) => v.currency !== '', 'rule.currency')],
  ['location', check((v) => v.location !== '', 'rule.location')],
  ['serviceCountries', check((v) => v.serviceCountries.length > 0, 'rule.serviceCountries')],
  ['bio', check((v) => longEnough(v.bio, 50), 'rule.bio')],
  ['experience', check((v) => longEnough(v.experience, 20), 'rule.experience')],
  ['qualifications', check((v) => longEnough(v.qualifications, 10), 'rule.qualifications')],
  ['languages', check((v) => v.languages.length > 0, 'rule.languages')],
  [
    'consultationMethods',
    check((v) => v.consultationMethods.length > 0, 'rule.consultationMethods'),
  ],
  ['availability', check((v) => longEnough(v.availability, 10), 'rule.availability')],
];

/** Every broken rule, field by field in form order. */
export function validateRegistration(
  values: RegistrationValues,
): Partial<Record<RegistrationField, MessageKey>> {
  const errors: Partial<Record<RegistrationField, MessageKey>> = {};
  for (const [field, rule] of RULES) {
    const message = rule(values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The request body of a valid form; the rate is sent in cents. */
export function toRegistrationRequest(values: RegistrationValues): ExpertRegistrationRequest {
  return {
    user: {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      profileImageUrl: values.photo,
    },
    expert: {
      title: values.title.trim(),
      bio: values.bio.trim(),
      experience: values.experience.trim(),
      qualifications: values.qualifications.trim(),
      hourlyRate: parseDollars(values.hourlyRate) ?? 0,
      currency: values.currency || 'NZD',
      location: values.location,
      serviceCountries: values.serviceCountries,
      categoryId: Number(values.categoryId),
      languages: values.languages,
      consultationMethods: values.consultationMethods,
      availability: values.availability.trim(),
    },
  };
}

/** The server names fields by path (`expert.title`, `user.email`); the form by the last part. */
export function fieldOfPath(path: string): RegistrationField | null {
  const name = path.split('.').pop() ?? '';
  return RULES.some(([field]) => field === name) ? (name as RegistrationField) : null;
}
