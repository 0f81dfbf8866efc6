/** English texts of the admin pages (the spec shows them in Korean; ko.ts holds those). */
export const admin = {
  'admin.nav.pending': 'Delayed Consultations',
  'admin.nav.revenue': 'Revenue Management',
  'admin.nav.applications': 'Expert Applications',
} as const;
