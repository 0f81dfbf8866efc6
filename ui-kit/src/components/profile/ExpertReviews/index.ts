export {
  ExpertReviews,
  PROFILE_REVIEWS_PAGE_SIZE,
  type ExpertReviewsProps,
} from './ExpertReviews.js';
