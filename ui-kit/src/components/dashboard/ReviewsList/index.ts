export { ReviewsList, REVIEWS_PAGE_SIZE } from './ReviewsList.js';
