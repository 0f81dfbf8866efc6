import type { ExpertProfileUpdate, OwnExpertProfile } from '@expertbridge/sdk';
import { hourlyRateProblem } from '../../../domain/hourlyRate.js';
import { parseDollars } from '../../../format/money.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

/** The editor's fields (part 2 §2.7); all but languages are required. */
export interface EditorValues {
  title: string;
  bio: string;
  categoryId: string;
  location: string;
  experience: string;
  qualifications: string;
  hourlyRate: string;
  languages: string[];
}

/** The required fields, in form order. */
export const REQUIRED: ReadonlyArray<Exclude<keyof EditorValues, 'languages'>> = [
  'title',
  'bio',
  'categoryId',
  'location',
  'experience',
  'qualifications',
  'hourlyRate',
];

/** The form as the saved profile fills it; the rate is shown in dollars. */
export function fromProfile(profile: OwnExpertProfile): EditorValues {
  return {
    title: profile.title,
    bio: profile.bio,
    categoryId: String(profile.categoryId),
    location: profile.location ?? '',
    experience: profile.experience,
    qualifications: profile.qualifications,
    hourlyRate: String(profile.hourlyRate.amount / 100),
    languages: profile.languages,
  };
}

/** The update request; the rate goes back in cents. */
export function toProfileUpdate(values: EditorValues): ExpertProfileUpdate {
  return {
    title: values.title.trim(),
    bio: values.bio.trim(),
    categoryId: Number(values.categoryId),
    location: values.location,
    experience: values.experience.trim(),
    qualifications: values.qualifications.trim(),
    hourlyRate: parseDollars(values.hourlyRate) ?? 0,
    languages: values.languages,
  };
}

/** The message key of each broken field: empty required fields, and a rate that is not a usable amount. */
export function editorErrors(
  values: EditorValues,
): Partial<Record<keyof EditorValues, MessageKey>> {
  const errors: Partial<Record<keyof EditorValues, MessageKey>> = {};
  for (const name of REQUIRED) if (!values[name].trim()) errors[name] = 'editor.required';
  const rate = hourlyRateProblem(values.hourlyRate);
  if (!errors.hourlyRate && rate) errors.hourlyRate = rate;
  return errors;
}
