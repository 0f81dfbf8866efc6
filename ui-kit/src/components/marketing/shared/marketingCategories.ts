import type { MessageKey } from '../../../i18n/catalogue.js';
import { categoryStyle, type CategoryStyle } from '../../directory/CategoryGrid/categoryStyle.js';

/** One of the six categories the marketing pages show as static text (not data). */
export interface MarketingCategory {
  /** The seeded category id the directory filters by. */
  id: number;
  name: MessageKey;
  description: MessageKey;
  /** The static expert count the landing page shows (part 1 §2). */
  count: string;
  style: CategoryStyle;
}

/**
 * Categories 1 to 6 in seed order (api/src/db/seed/categories.ts). The look comes from the seeded English
 * name, so the static cards match the live category grid whatever the display language.
 */
export const MARKETING_CATEGORIES: readonly MarketingCategory[] = [
  {
    id: 1,
    name: 'marketing.category.tax',
    description: 'marketing.category.tax.description',
    count: '50+',
    style: categoryStyle('Tax & Accounting'),
  },
  {
    id: 2,
    name: 'marketing.category.property',
    description: 'marketing.category.property.description',
    count: '35+',
    style: categoryStyle('Real Estate & Property'),
  },
  {
    id: 3,
    name: 'marketing.category.legal',
    description: 'marketing.category.legal.description',
    count: '40+',
    style: categoryStyle('Legal Services'),
  },
  {
    id: 4,
    name: 'marketing.category.immigration',
    description: 'marketing.category.immigration.description',
    count: '25+',
    style: categoryStyle('Immigration & Visa'),
  },
  {
    id: 5,
    name: 'marketing.category.business',
    description: 'marketing.category.business.description',
    count: '30+',
    style: categoryStyle('Business Consulting'),
  },
  {
    id: 6,
    name: 'marketing.category.tech',
    description: 'marketing.category.tech.description',
    count: '20+',
    style: categoryStyle('Technology & Programming'),
  },
];
