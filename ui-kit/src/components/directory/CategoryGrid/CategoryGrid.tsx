import { useId, useState } from 'react';
import { useCategories } from '../../../hooks/catalogue.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState, StateMessage } from '../../../primitives/State.js';
import { categoryStyle } from './categoryStyle.js';

/** The home grid shows six categories first (part 1 §9). */
export const CATEGORY_GRID_LIMIT = 6;

export interface CategoryGridProps {
  /** How many categories show before "Show all". */
  limit?: number;
  /** Start with every category shown. */
  showAll?: boolean;
}

/** The category grid (part 1 §2): each category links to the directory filtered by it. */
export function CategoryGrid({ limit = CATEGORY_GRID_LIMIT, showAll = false }: CategoryGridProps) {
  const t = useT();
  const categories = useCategories();
  const [expanded, setExpanded] = useState(showAll);
  const titleId = useId();
  const listId = useId();

  let body;
  if (categories.isPending) {
    body = (
      <ul className="eb-grid" aria-hidden="true">
        {Array.from({ length: limit }, (_, i) => (
          <li key={i}>
            <Skeleton height="5.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (categories.isError) {
    body = <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  } else if (categories.data.length === 0) {
    body = <StateMessage title={t('categories.empty')} headingLevel={3} />;
  } else {
    const shown = expanded ? categories.data : categories.data.slice(0, limit);
    body = (
      <>
        <ul className="eb-grid" id={listId}>
          {shown.map((category) => {
            const style = categoryStyle(category.name);
            return (
              <li key={category.id}>
                <Link
                  to={`/experts?categoryId=${category.id}`}
                  className={`eb-category eb-category--${style.tone}`}
                >
                  <span className="eb-category__icon">
                    <Icon name={style.icon} />
                  </span>
                  <span>
                    <span className="eb-category__name">{category.name}</span>
                    <span className="eb-category__description">{category.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {categories.data.length > limit ? (
          <Button
            variant="secondary"
            className="eb-category-grid__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('categories.showFewer') : t('categories.showAll')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      className="eb-category-grid"
      aria-labelledby={titleId}
      aria-busy={categories.isPending}
    >
      <h2 id={titleId} className="eb-heading">
        {t('categories.title')}
      </h2>
      {body}
    </section>
  );
}
