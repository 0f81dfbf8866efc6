export {
  DEFAULT_RATING,
  ExpertProfileView,
  type ExpertProfileViewProps,
} from './ExpertProfileView.js';
