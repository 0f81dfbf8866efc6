import { z } from 'zod';
import {
  categoryIdField,
  consultationMethodsField,
  currencyField,
  hourlyRateField,
  LOCATION_CHOICES,
  locationField,
  objectOrEmpty,
  type Parsed,
  parsedField,
  parseLanguages,
  parseServiceCountries,
  textField,
} from './expert-fields.js';
import { withoutNul } from '../../platform/text.js';
import { expertTaxDetailsSchema } from '../tax/tax.schemas.js';
import { decodeProfilePhoto, type DecodedPhoto, PHOTO_MESSAGES } from './profile-photo.js';

/** The registration form's messages (spec part 2 §5), one per field. */
const REGISTRATION_MESSAGES = {
  email: 'Valid email address is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  title: 'Professional title must be at least 10 characters',
  bio: 'Bio must be at least 50 characters',
  experience: 'Experience description must be at least 20 characters',
  qualifications: 'Qualifications must be at least 10 characters',
  hourlyRate: 'Hourly rate is required',
  currency: 'Currency selection is required',
  location: 'Location is required',
  serviceCountries: 'At least one service country is required',
  categoryId: 'Category selection is required',
  languages: 'At least one language is required',
  consultationMethods: 'At least one consultation method is required',
  availability: 'Availability information is required',
} as const;

const M = REGISTRATION_MESSAGES;
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });

/** A data: URL decoded into a checked image; null, empty or absent means "keep the current photo". */
const profilePhoto = parsedField((value): Parsed<DecodedPhoto | undefined> => {
  if (value === null || value === '') return ok(undefined);
  if (typeof value !== 'string') return { ok: false, message: PHOTO_MESSAGES.malformed };
  const result = decodeProfilePhoto(value);
  return result.ok ? ok(result.photo) : result;
}).optional();

/** A list field that must name at least one entry; a wrong type gets the same message as an empty list. */
function requiredList<T>(parse: (value: unknown) => Parsed<T[]>, required: string) {
  return parsedField((value): Parsed<T[]> => {
    if (!Array.isArray(value) && typeof value !== 'string') return { ok: false, message: required };
    const result = parse(value);
    if (result.ok && result.value.length === 0) return { ok: false, message: required };
    return result;
  });
}

/** Languages that default to English when the list is empty (absent stays undefined for the caller to decide). */
const languagesOrEnglish = parsedField((value): Parsed<string[] | undefined> => {
  if (value === null) return ok(undefined);
  const result = parseLanguages(value);
  if (!result.ok) return result;
  return ok(result.value.length > 0 ? result.value : ['English']);
}).optional();

/** Service countries, optional; an empty list (or unparseable text) stands for "the currency's country". */
const optionalServiceCountries = parsedField((value) =>
  value === null ? ok(undefined) : parseServiceCountries(value),
).optional();

const optionalLocation = z.preprocess(
  (value) => (value === '' ? null : value),
  locationField(LOCATION_CHOICES).nullish(),
);

const optionalAvailability = z
  .string({ error: 'Availability must be text' })
  .trim()
  .max(1000, 'Availability must be at most 1000 characters')
  .refine(withoutNul, 'Availability must not contain NUL characters')
  .nullish()
  // Empty text means no availability given; absent (undefined) means "leave it as it is" on the edit pages.
  .transform((value) => (value === undefined ? undefined : value || null));

const userId = z.uuid({ error: 'userId must be the id of the signed-in user' }).nullish();

/** Required free text of the wizard and the edit pages: "<label> is required", "<label> must be at most …". */
function requiredText(label: string, max: number, verb = 'is') {
  return textField(1, max, `${label} ${verb} required`, label);
}

/** The fields the wizard and the edit pages share (the edit pages add a required location). */
const profileText = {
  title: requiredText('Title', 200),
  bio: requiredText('Bio', 5000),
  experience: requiredText('Experience', 5000),
  qualifications: requiredText('Qualifications', 5000, 'are'),
  hourlyRate: hourlyRateField(100, {
    required: 'Hourly rate is required',
    tooLow: 'Hourly rate must be at least 100 cents (1.00 an hour)',
  }),
  categoryId: categoryIdField('Category is required'),
};

/** Reading A, the wizard: steps 1-3 required, everything else defaulted. */
export const applicationSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    userId,
    ...profileText,
    currency: currencyField('Currency must be NZD or AUD').optional(),
    location: optionalLocation,
    languages: languagesOrEnglish,
    serviceCountries: optionalServiceCountries,
    consultationMethods: consultationMethodsField(M.consultationMethods).optional(),
    availability: optionalAvailability,
    // Saved with the application, checked as the tax details' own page checks them; null is the same as absent.
    taxDetails: expertTaxDetailsSchema.nullish(),
  }),
);
export type ApplicationInput = z.output<typeof applicationSchema>;

export const registrationUserSchema = z.object({
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .max(254, M.email)
    .pipe(z.email({ error: M.email })),
  firstName: textField(1, 100, M.firstName, 'First name'),
  lastName: textField(1, 100, M.lastName, 'Last name'),
  profileImageUrl: profilePhoto,
});

export const registrationExpertSchema = z.object({
  title: textField(10, 200, M.title, 'Professional title'),
  bio: textField(50, 5000, M.bio, 'Bio'),
  experience: textField(20, 5000, M.experience, 'Experience description'),
  qualifications: textField(10, 5000, M.qualifications, 'Qualifications'),
  hourlyRate: hourlyRateField(1, { required: M.hourlyRate, tooLow: M.hourlyRate }),
  currency: currencyField(M.currency),
  location: locationField(M.location),
  serviceCountries: requiredList(parseServiceCountries, M.serviceCountries),
  categoryId: categoryIdField(M.categoryId),
  languages: requiredList(parseLanguages, M.languages),
  consultationMethods: consultationMethodsField(M.consultationMethods),
  availability: textField(10, 1000, M.availability, 'Availability'),
});

/** Reading B, the single form: every field with the form's own message (spec part 2 §5). */
export const registrationSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    user: z.preprocess(objectOrEmpty, registrationUserSchema),
    expert: z.preprocess(objectOrEmpty, registrationExpertSchema),
  }),
);
export type RegistrationInput = z.output<typeof registrationSchema>;

/** Both edit pages: the spec's required fields, plus optional service details and photo (absent = unchanged). */
export const profileUpdateSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    userId,
    ...profileText,
    location: locationField('Location is required'),
    currency: currencyField('Currency must be NZD or AUD').optional(),
    languages: languagesOrEnglish,
    serviceCountries: optionalServiceCountries,
    consultationMethods: consultationMethodsField(M.consultationMethods).optional(),
    availability: optionalAvailability,
    profileImageUrl: profilePhoto,
  }),
);
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
