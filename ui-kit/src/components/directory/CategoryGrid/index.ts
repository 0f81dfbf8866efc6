export { CategoryGrid, CATEGORY_GRID_LIMIT, type CategoryGridProps } from './CategoryGrid.js';
export { categoryStyle, type CategoryStyle } from './categoryStyle.js';
