import type { RelationMappings } from 'objection';
import { BaseModel } from '../../platform/db.js';
import { UserModel } from '../auth/user.model.js';
import { ExpertModel } from '../catalogue/expert.model.js';

/**
 * A client's review of a consultation (table reviews), with the client who wrote it and the expert it is about. The
 * relations point from the review outwards, as the module does: reviews reads the catalogue, never the other way.
 */
export class ReviewModel extends BaseModel {
  static override tableName = 'reviews';

  declare id: string;
  declare expert_id: string;
  /** Null when the client's account is gone. */
  declare client_id: string | null;
  /** Null when the consultation is gone. */
  declare consultation_id: string | null;
  declare rating: number;
  declare comment: string | null;
  declare is_public: boolean;
  declare expert_response: string | null;
  declare responded_at: Date | null;
  declare created_at: Date;

  declare client?: UserModel | null;
  declare expert?: ExpertModel;

  static override get relationMappings(): RelationMappings {
    return {
      client: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: UserModel,
        join: { from: 'reviews.client_id', to: 'users.id' },
      },
      expert: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ExpertModel,
        join: { from: 'reviews.expert_id', to: 'experts.id' },
      },
    };
  }
}
