export { LatestReviews, LATEST_REVIEWS } from './LatestReviews.js';
