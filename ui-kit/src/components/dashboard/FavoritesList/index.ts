export { FavoritesList } from './FavoritesList.js';
