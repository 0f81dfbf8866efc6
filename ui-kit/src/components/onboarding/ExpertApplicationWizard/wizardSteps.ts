import type { ExpertApplicationRequest } from '@expertbridge/sdk';
import { parseDollars } from '../../../format/money.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

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
};

/** The spec's bio counter limit (shown, not enforced: part 2 §5). */
export const BIO_COUNTER = 500;

/** The four steps, their names, and when Next may be pressed (part 2 §5: per-step required fields). */
export const STEPS: ReadonlyArray<{
  name: MessageKey;
  complete: (v: ApplicationValues) => boolean;
}> = [
  {
    name: 'wizard.step1',
    complete: (v) => v.title.trim() !== '' && v.bio.trim() !== '' && v.categoryId !== '',
  },
  {
    name: 'wizard.step2',
    complete: (v) => v.experience.trim() !== '' && v.qualifications.trim() !== '',
  },
  { name: 'wizard.step3', complete: (v) => (parseDollars(v.hourlyRate) ?? 0) >= 100 },
  { name: 'wizard.step4', complete: () => true },
];

/** The application request; an empty location is sent as none (it is optional in reading A). */
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
  };
}
