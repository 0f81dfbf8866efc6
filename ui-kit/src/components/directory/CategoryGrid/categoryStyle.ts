import type { IconName } from '../../../primitives/Icon.js';

/** A category's look: its icon and its colour token (part 1 §3). */
export interface CategoryStyle {
  icon: IconName;
  tone: 'tax' | 'property' | 'legal' | 'immigration' | 'tech' | 'business' | 'education' | 'other';
}

const RULES: ReadonlyArray<[RegExp, CategoryStyle]> = [
  [/tax/i, { icon: 'calculator', tone: 'tax' }],
  [/property|real estate/i, { icon: 'home', tone: 'property' }],
  [/legal/i, { icon: 'scale', tone: 'legal' }],
  [/immigration|visa/i, { icon: 'plane', tone: 'immigration' }],
  [/tech|programming/i, { icon: 'code', tone: 'tech' }],
  [/business/i, { icon: 'briefcase', tone: 'business' }],
  [/education/i, { icon: 'graduation', tone: 'education' }],
];

/** Icon and colour from keywords in the name; the grey trending-up icon when none matches. */
export function categoryStyle(name: string): CategoryStyle {
  return (
    RULES.find(([pattern]) => pattern.test(name))?.[1] ?? { icon: 'trendingUp', tone: 'other' }
  );
}
