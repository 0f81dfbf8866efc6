export {
  ExpertProfilePage,
  type ExpertProfilePageProps,
  type ProfilePanel,
} from './ExpertProfilePage.js';
