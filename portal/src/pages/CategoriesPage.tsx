import { CategoryGrid, useT } from '@expertbridge/ui-kit';

/** /categories (linked from the header): every category, each to its part of the directory. */
export default function CategoriesPage() {
  const t = useT();
  return (
    <section className="portal__page">
      <h1 className="eb-heading">{t('route.categoriesTitle')}</h1>
      <p className="eb-muted">{t('route.categoriesDescription')}</p>
      <CategoryGrid showAll />
    </section>
  );
}
