import { BaseModel } from '../../platform/db.js';

/** One of the seven fields of expertise (table categories). */
export class CategoryModel extends BaseModel {
  static override tableName = 'categories';

  declare id: number;
  declare name: string;
  declare description: string;
  declare sort_order: number;
}
