import type { Catalogue } from './catalogue.js';

/**
 * Korean texts: the admin pages and the toasts the spec shows in Korean (DESIGN §6). Anything missing
 * falls back to English.
 */
export const ko: Catalogue = {
  'admin.nav.pending': '지연된 상담',
  'admin.nav.revenue': '수익 관리',
  'admin.nav.applications': '전문가 신청 심사',
};
