import type { RelationMappings } from 'objection';
import { BaseModel } from '../../platform/db.js';
import { UserModel } from '../auth/user.model.js';
import { CategoryModel } from './category.model.js';

/** An expert's profile (table experts) with the account behind it and its category. */
export class ExpertModel extends BaseModel {
  static override tableName = 'experts';

  declare id: string;
  declare user_id: string;
  declare category_id: number;
  declare title: string;
  declare bio: string;
  declare experience: string;
  declare qualifications: string;
  declare hourly_rate_amount: number;
  declare currency: 'NZD' | 'AUD';
  declare location: string | null;
  declare languages: string[];
  declare service_countries: ('NZ' | 'AU')[];
  declare consultation_methods: ('chat' | 'video')[];
  declare availability: string | null;
  declare time_zone: string;
  declare response_time: string;
  declare status: 'pending' | 'approved' | 'rejected';
  declare application_source: 'wizard' | 'registration' | 'seed';
  declare rejection_reason: string | null;
  declare submitted_at: Date;
  declare reviewed_at: Date | null;
  declare reviewed_by: string | null;
  /** numeric(3,2): pg hands it over as a string. */
  declare average_rating: string;
  declare total_reviews: number;
  declare stripe_account_id: string | null;
  declare created_at: Date;
  declare next_available_at: Date | null;
  declare next_available_until: Date | null;
  declare updated_at: Date;

  declare user?: UserModel;
  declare category?: CategoryModel;

  static override get relationMappings(): RelationMappings {
    return {
      user: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: UserModel,
        join: { from: 'experts.user_id', to: 'users.id' },
      },
      category: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: CategoryModel,
        join: { from: 'experts.category_id', to: 'categories.id' },
      },
    };
  }
}
