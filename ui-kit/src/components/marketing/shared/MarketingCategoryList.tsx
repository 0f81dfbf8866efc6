import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Icon } from '../../../primitives/Icon.js';
import { MARKETING_CATEGORIES } from './marketingCategories.js';

/**
 * The six static categories, each linking to the directory filtered by it, in the live category grid's
 * look; under each name its static expert count (landing) or a line of description (about).
 */
export function MarketingCategoryList({ detail }: { detail: 'count' | 'description' }) {
  const t = useT();
  return (
    <ul className="eb-grid">
      {MARKETING_CATEGORIES.map((category) => (
        <li key={category.id}>
          <Link
            to={`/experts?categoryId=${category.id}`}
            className={`eb-category eb-category--${category.style.tone}`}
          >
            <span className="eb-category__icon">
              <Icon name={category.style.icon} />
            </span>
            <span>
              <span className="eb-category__name">{t(category.name)}</span>
              <span className="eb-category__description">
                {detail === 'count'
                  ? t('marketing.category.count', { count: category.count })
                  : t(category.description)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
