import { admin } from './admin.js';
import { auth } from './auth.js';
import { booking } from './booking.js';
import { common } from './common.js';
import { consultation } from './consultation.js';
import { dashboard } from './dashboard.js';
import { directory } from './directory.js';
import { help } from './help.js';
import { layout } from './layout.js';
import { notifications } from './notifications.js';
import { onboarding } from './onboarding.js';
import { room } from './room.js';
import { marketing } from './marketing.js';
import { profilePage } from './profilePage.js';
import { account } from './account.js';
import { routes } from './routes.js';
import { guest } from './guest.js';
import { widget } from './widget.js';
import { payouts } from './payouts.js';
import { adminPayouts } from './adminPayouts.js';
import { adminCardDisputes } from './adminCardDisputes.js';
import { availability } from './availability.js';
import { calendarSync } from './calendarSync.js';
import { reschedule } from './reschedule.js';
import { tax } from './tax.js';
import { documents } from './documents.js';
import { adminSellerReports } from './adminSellerReports.js';

/** The English catalogue: the default for every text and the fallback for every other locale. */
export const en = {
  ...common,
  ...layout,
  ...auth,
  ...directory,
  ...booking,
  ...consultation,
  ...dashboard,
  ...help,
  ...notifications,
  ...onboarding,
  ...room,
  ...guest,
  ...admin,
  ...marketing,
  ...profilePage,
  ...account,
  ...routes,
  ...widget,
  ...payouts,
  ...adminPayouts,
  ...adminCardDisputes,
  ...availability,
  ...calendarSync,
  ...reschedule,
  ...tax,
  ...documents,
  ...adminSellerReports,
} as const;
