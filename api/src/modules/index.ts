import type { Services } from '../composition/services.js';
import type { ModuleRoutes } from '../platform/deps.js';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { calendarsRoutes } from './calendars/calendars.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { consultationsRoutes } from './consultations/consultations.routes.js';
import { documentsRoutes } from './documents/documents.routes.js';
import { favoritesRoutes } from './favorites/favorites.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { onboardingRoutes } from './onboarding/onboarding.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { partnerApiRoutes } from './partners/partner-api.routes.js';
import { cardDisputesRoutes } from './payments/card-disputes.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { payoutsRoutes } from './payouts/payouts.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { schedulingRoutes } from './scheduling/scheduling.routes.js';
import { sellerReportsRoutes } from './seller-reports/seller-reports.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { taxRoutes } from './tax/tax.routes.js';
import { widgetRoutes } from './widget/widget.routes.js';

/**
 * Every module's routes, in the order they are mounted. Onboarding comes before the catalogue so that
 * /api/experts/my-profile and /api/experts/apply are not taken for /api/experts/{id}; payouts, scheduling and
 * calendars and seller reports too, for /api/experts/me/payout-account, …/availability-settings,
 * …/calendar-imports and …/annual-summary.
 */
export const modules: ModuleRoutes<Services>[] = [
  systemRoutes,
  authRoutes,
  onboardingRoutes,
  payoutsRoutes,
  schedulingRoutes,
  calendarsRoutes,
  taxRoutes,
  sellerReportsRoutes,
  adminRoutes,
  partnersRoutes,
  catalogueRoutes,
  favoritesRoutes,
  consultationsRoutes,
  reviewsRoutes,
  reportsRoutes,
  documentsRoutes,
  paymentsRoutes,
  cardDisputesRoutes,
  notificationsRoutes,
  widgetRoutes,
  partnerApiRoutes,
];
