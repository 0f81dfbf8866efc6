import type { MessageKey } from '../../../i18n/catalogue.js';

/** The header's navigation (part 1 §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/', label: 'nav.home' },
  { to: '/experts', label: 'nav.findExperts' },
  { to: '/categories', label: 'nav.categories' },
  { to: '/about', label: 'nav.about' },
];

/** The admin pages, labelled in the admin locale (Korean by default). */
export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/admin/pending', label: 'admin.nav.pending' },
  { to: '/admin/revenue', label: 'admin.nav.revenue' },
  { to: '/admin/disputes', label: 'admin.nav.disputes' },
  { to: '/admin/applications', label: 'admin.nav.applications' },
  { to: '/admin/partners', label: 'admin.nav.partners' },
  { to: '/admin/payouts', label: 'admin.nav.payouts' },
  { to: '/admin/card-disputes', label: 'admin.nav.cardDisputes' },
  { to: '/admin/seller-reports', label: 'admin.nav.sellerReports' },
];
