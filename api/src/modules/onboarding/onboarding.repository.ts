import type { Knex } from 'knex';
import { databaseErrorFields } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';
import { UserModel } from '../auth/user.model.js';
import type { ExpertRow } from '../catalogue/expert-row.js';
import { ExpertModel } from '../catalogue/expert.model.js';
import { selectExpertProfiles, toExpertRow } from '../catalogue/expert.records.js';
import type { ExpertTaxRecord } from '../tax/tax-details.js';
import { saveExpertTaxDetails } from '../tax/tax.records.js';
import type { ConsultationMethod, CountryCode, Currency } from './expert-fields.js';

/** What an expert fills in about themselves, in the shape the service decides it. */
export interface ExpertProfileFields {
  categoryId: number;
  title: string;
  bio: string;
  experience: string;
  qualifications: string;
  hourlyRateAmount: number;
  currency: Currency;
  location: string | null;
  languages: string[];
  serviceCountries: CountryCode[];
  consultationMethods: ConsultationMethod[];
  availability: string | null;
  timeZone: string;
}

export interface NewExpertProfile extends ExpertProfileFields {
  userId: string;
  applicationSource: 'wizard' | 'registration';
}

/** Changes to the owner's user row made in the same transaction as the profile. */
export interface UserChanges {
  firstName?: string;
  lastName?: string;
  /** Stores the photo and returns its URL; called only after the profile row is written, inside the transaction. */
  storePhoto?: () => Promise<string>;
}

export interface WriteOptions {
  user?: UserChanges;
  /** Prefix of the field paths in error details (`expert.` for the registration form). */
  fieldPrefix?: string;
  /** Sends a rejected profile back into review. */
  resubmit?: boolean;
  /** The expert's tax details, saved in the same transaction as the profile. */
  taxDetails?: ExpertTaxRecord | undefined;
}

function profileColumns(fields: ExpertProfileFields) {
  return {
    category_id: fields.categoryId,
    title: fields.title,
    bio: fields.bio,
    experience: fields.experience,
    qualifications: fields.qualifications,
    hourly_rate_amount: fields.hourlyRateAmount,
    currency: fields.currency,
    location: fields.location,
    languages: fields.languages,
    service_countries: fields.serviceCountries,
    consultation_methods: fields.consultationMethods,
    availability: fields.availability,
    time_zone: fields.timeZone,
  };
}

/** The columns that put a decided application back in the review queue as a new submission. */
function backInReview(knex: Knex) {
  return {
    status: 'pending' as const,
    submitted_at: knex.fn.now(),
    reviewed_at: null,
    reviewed_by: null,
    rejection_reason: null,
  };
}

async function updateUser(trx: Knex.Transaction, userId: string, changes: UserChanges = {}) {
  const row: Partial<Record<'first_name' | 'last_name' | 'profile_image_url', string>> = {};
  if (changes.firstName !== undefined) row.first_name = changes.firstName;
  if (changes.lastName !== undefined) row.last_name = changes.lastName;
  if (changes.storePhoto) row.profile_image_url = await changes.storePhoto();
  if (Object.keys(row).length > 0) {
    await UserModel.query(trx)
      .findById(userId)
      .patch({ ...row, updated_at: trx.fn.now() });
  }
}

/** Runs a write and turns the constraint violations a client can cause into 409 / 400. */
async function translateConstraints<T>(fieldPrefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = databaseErrorFields(error);
    if (code === '23505' && constraint === 'experts_user_id_unique') {
      throw AppError.conflict('expert_profile_exists', 'You already have an expert profile');
    }
    if (code === '23503' && constraint === 'experts_category_id_foreign') {
      throw AppError.badRequest('validation_failed', 'The request is not valid', {
        [`${fieldPrefix}categoryId`]: 'Category does not exist',
      });
    }
    throw error;
  }
}

/** Expert profiles (ExpertModel, with their owner and category) as their owners create and edit them. */
export function createOnboardingRepository(knex: Knex) {
  const findById = async (db: Knex, id: string): Promise<ExpertRow> => {
    const expert = await selectExpertProfiles(db).findById(id);
    if (!expert) throw new Error(`The expert profile ${id} just written is gone`);
    return toExpertRow(expert);
  };

  return {
    /** The user's expert profile, or undefined. */
    async findByUserId(userId: string): Promise<ExpertRow | undefined> {
      const expert = await selectExpertProfiles(knex).findOne({ 'experts.user_id': userId });
      return expert && toExpertRow(expert);
    },

    /** Inserts a profile in review; a user who already has one gets 409 even when two requests race. */
    async create(profile: NewExpertProfile, options: WriteOptions = {}): Promise<ExpertRow> {
      return translateConstraints(options.fieldPrefix ?? '', () =>
        knex.transaction(async (trx) => {
          const inserted = await ExpertModel.query(trx).insert({
            ...profileColumns(profile),
            user_id: profile.userId,
            application_source: profile.applicationSource,
            status: 'pending',
          });
          await updateUser(trx, profile.userId, options.user);
          if (options.taxDetails) await saveExpertTaxDetails(trx, inserted.id, options.taxDetails);
          return findById(trx, inserted.id);
        }),
      );
    },

    /**
     * A new application over the user's rejected one: its fields replaced and back in review, its rejection cleared.
     * Answers 409 when the profile is no longer rejected (in review again or approved), even when two requests race.
     */
    async reapply(profile: NewExpertProfile, options: WriteOptions = {}): Promise<ExpertRow> {
      return translateConstraints(options.fieldPrefix ?? '', () =>
        knex.transaction(async (trx) => {
          const [updated] = await ExpertModel.query(trx)
            .where({ user_id: profile.userId, status: 'rejected' })
            .patch({
              ...profileColumns(profile),
              ...backInReview(trx),
              application_source: profile.applicationSource,
              updated_at: trx.fn.now(),
            })
            .returning('id');
          if (!updated) {
            throw AppError.conflict('expert_profile_exists', 'You already have an expert profile');
          }
          await updateUser(trx, profile.userId, options.user);
          if (options.taxDetails) await saveExpertTaxDetails(trx, updated.id, options.taxDetails);
          return findById(trx, updated.id);
        }),
      );
    },

    /** Replaces the editable fields of a profile (and sends it back to review when asked to). */
    async update(
      profile: { id: string; userId: string },
      fields: ExpertProfileFields,
      options: WriteOptions = {},
    ): Promise<ExpertRow> {
      const review = options.resubmit ? backInReview(knex) : {};
      return translateConstraints(options.fieldPrefix ?? '', () =>
        knex.transaction(async (trx) => {
          await ExpertModel.query(trx)
            .findById(profile.id)
            .patch({ ...profileColumns(fields), ...review, updated_at: trx.fn.now() });
          await updateUser(trx, profile.userId, options.user);
          return findById(trx, profile.id);
        }),
      );
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
