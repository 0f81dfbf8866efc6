export { FavoriteToggle, type FavoriteToggleProps } from './FavoriteToggle.js';
