import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage.js';
import type { ExpertRow } from '../catalogue/expert-row.js';
import { toOwnExpertProfile } from '../catalogue/expert-view.js';
import { timeZoneFor } from '../catalogue/options.js';
import { type CountryCode, type Currency, defaultServiceCountries } from './expert-fields.js';
import type {
  ApplicationInput,
  ProfileUpdateInput,
  RegistrationInput,
} from './onboarding.schemas.js';
import type {
  ExpertProfileFields,
  NewExpertProfile,
  OnboardingRepository,
  UserChanges,
  WriteOptions,
} from './onboarding.repository.js';
import type { DecodedPhoto } from './profile-photo.js';

type OwnExpertProfile = components['schemas']['OwnExpertProfile'];

/** The signed-in user as the service needs them. */
export interface Applicant {
  id: string;
  email: string;
}

const DEFAULT_METHODS: ExpertProfileFields['consultationMethods'] = ['chat', 'video'];

/** A body may name the user it is about; naming anyone but the signed-in user is refused. */
function assertSelf(applicant: Applicant, userId: string | null | undefined) {
  if (userId != null && userId !== applicant.id) {
    throw AppError.forbidden('You may only apply for or edit your own expert profile');
  }
}

type Described = Pick<
  ApplicationInput,
  'categoryId' | 'title' | 'bio' | 'experience' | 'qualifications' | 'hourlyRate'
>;

/** The fields every form sends under the same names (the rate in minor units). */
function describedFields(input: Described) {
  const { categoryId, title, bio, experience, qualifications, hourlyRate } = input;
  return { categoryId, title, bio, experience, qualifications, hourlyRateAmount: hourlyRate };
}

/** Explicit countries, else (absent or empty) the currency's own country. */
function countriesOrDefault(countries: CountryCode[] | undefined, currency: Currency) {
  return countries && countries.length > 0 ? countries : defaultServiceCountries(currency);
}

function noProfile() {
  return AppError.notFound('You do not have an expert profile yet', 'expert_profile_not_found');
}

/** Applying as an expert (both readings of the spec) and editing one's own profile. */
export function createOnboardingService(deps: {
  repository: OnboardingRepository;
  storage: FileStorage;
}) {
  const { repository, storage } = deps;
  const photoWriter = (photo: DecodedPhoto | undefined): UserChanges =>
    photo ? { storePhoto: () => storage.put(photo.bytes, photo.extension, photo.contentType) } : {};

  /**
   * A first application creates the profile; one after a rejection replaces the rejected application and sends it
   * back to review. Anyone in review or approved already has a profile (409).
   */
  async function createOrReapply(
    userId: string,
    profile: NewExpertProfile,
    options?: WriteOptions,
  ): Promise<ExpertRow> {
    const current = await repository.findByUserId(userId);
    return current?.status === 'rejected'
      ? repository.reapply(profile, options)
      : repository.create(profile, options);
  }

  return {
    /** Reading A (the wizard): puts the application in review with the spec's defaults for what was left out. */
    async apply(applicant: Applicant, input: ApplicationInput): Promise<OwnExpertProfile> {
      assertSelf(applicant, input.userId);
      const currency = input.currency ?? 'NZD';
      const row = await createOrReapply(
        applicant.id,
        {
          userId: applicant.id,
          applicationSource: 'wizard',
          ...describedFields(input),
          currency,
          location: input.location ?? null,
          languages: input.languages ?? ['English'],
          serviceCountries: countriesOrDefault(input.serviceCountries, currency),
          consultationMethods: input.consultationMethods ?? DEFAULT_METHODS,
          availability: input.availability ?? null,
          timeZone: timeZoneFor(input.location, currency),
        },
        { taxDetails: input.taxDetails ?? undefined },
      );
      return toOwnExpertProfile(row);
    },

    /** Reading B (the single form): also renames the user and stores the photo, all or nothing. */
    async register(applicant: Applicant, input: RegistrationInput): Promise<OwnExpertProfile> {
      const { user, expert } = input;
      if (user.email !== applicant.email.toLowerCase()) {
        throw AppError.badRequest('validation_failed', 'The request is not valid', {
          'user.email': 'Email must be the address you are signed in with',
        });
      }
      const row = await createOrReapply(
        applicant.id,
        {
          userId: applicant.id,
          applicationSource: 'registration',
          ...describedFields(expert),
          currency: expert.currency,
          location: expert.location,
          languages: expert.languages,
          serviceCountries: expert.serviceCountries,
          consultationMethods: expert.consultationMethods,
          availability: expert.availability,
          timeZone: timeZoneFor(expert.location, expert.currency),
        },
        {
          fieldPrefix: 'expert.',
          user: {
            firstName: user.firstName,
            lastName: user.lastName,
            ...photoWriter(user.profileImageUrl),
          },
        },
      );
      return toOwnExpertProfile(row);
    },

    /** The signed-in user's own profile, or null when they have none. */
    async findOwnProfile(userId: string): Promise<OwnExpertProfile | null> {
      const row = await repository.findByUserId(userId);
      return row ? toOwnExpertProfile(row) : null;
    },

    /** The signed-in user's own profile, or 404 `expert_profile_not_found`. */
    async getOwnProfile(userId: string): Promise<OwnExpertProfile> {
      const row = await repository.findByUserId(userId);
      if (!row) throw noProfile();
      return toOwnExpertProfile(row);
    },

    /**
     * Edits the owner's profile. Approved and pending profiles keep their status (a pending one keeps its place in
     * the queue); a rejected one is resubmitted: back to pending, its rejection cleared.
     */
    async updateOwnProfile(
      applicant: Applicant,
      input: ProfileUpdateInput,
    ): Promise<OwnExpertProfile> {
      assertSelf(applicant, input.userId);
      const current = await repository.findByUserId(applicant.id);
      if (!current) throw noProfile();
      const row = await repository.update(
        { id: current.id, userId: applicant.id },
        mergeUpdate(current, input),
        { resubmit: current.status === 'rejected', user: photoWriter(input.profileImageUrl) },
      );
      return toOwnExpertProfile(row);
    },
  };
}

/** The edited fields over the current ones: what the edit pages leave out stays as it was. */
function mergeUpdate(current: ExpertRow, input: ProfileUpdateInput): ExpertProfileFields {
  const currency = input.currency ?? current.currency;
  const countries =
    input.serviceCountries === undefined
      ? current.service_countries
      : countriesOrDefault(input.serviceCountries, currency);
  return {
    ...describedFields(input),
    currency,
    location: input.location,
    languages: input.languages ?? current.languages,
    serviceCountries: countries,
    consultationMethods: input.consultationMethods ?? current.consultation_methods,
    availability: input.availability === undefined ? current.availability : input.availability,
    timeZone: timeZoneFor(input.location, currency),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
