import { en } from '@expertbridge/ui-kit';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, REDIRECTS, ROUTES, type Access } from './routes.js';

const table = [
  ...ROUTES.flatMap((route) => route.paths.map((path) => ({ path, route }))),
  ...Object.keys(REDIRECTS).map((path) => ({ path, route: undefined })),
  { path: '*', route: NOT_FOUND },
];
const routeOf = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.route;

// Spec part 1 §2 and part 2 §2, every path and alias, with who may open it (DESIGN §6 where we differ).
const SPEC: [string, Access][] = [
  ['/', 'all'],
  ['/experts', 'all'],
  ['/expert-profile/5d0c1e8a-2a4f-4b59-9a61-7a1f0e3c2b10', 'all'],
  ['/expert-profile-simple/5d0c1e8a-2a4f-4b59-9a61-7a1f0e3c2b10', 'all'],
  ['/experts/5d0c1e8a-2a4f-4b59-9a61-7a1f0e3c2b10', 'all'],
  ['/about', 'all'],
  ['/help', 'all'],
  ['/privacy', 'all'],
  ['/terms', 'all'],
  ['/auth/login', 'all'],
  ['/login', 'all'],
  ['/auth/signup', 'all'],
  ['/signup', 'all'],
  ['/become-expert', 'all'],
  ['/expert-application-success', 'all'],
  ['/my-page', 'all'],
  ['/my-profile', 'all'],
  ['/profile', 'all'],
  ['/settings', 'all'],
  ['/account', 'all'],
  ['/expert-edit', 'all'],
  ['/profile-edit', 'all'],
  ['/edit-profile', 'all'],
  ['/dashboard', 'signed-in'],
  ['/expert-dashboard', 'all'],
  ['/expert-registration', 'all'],
  ['/consultation/5d0c1e8a-2a4f-4b59-9a61-7a1f0e3c2b10', 'signed-in'],
  ['/payment/5d0c1e8a-2a4f-4b59-9a61-7a1f0e3c2b10', 'signed-in'],
  ['/admin/revenue', 'admin'],
  ['/admin/pending', 'admin'],
  ['/admin/disputes', 'admin'],
  ['/admin/applications', 'admin'],
  ['/admin/partners', 'admin'],
  ['/admin/payouts', 'admin'],
  ['/admin/card-disputes', 'admin'],
  ['/admin/seller-reports', 'admin'],
  ['/expert/payouts', 'signed-in'],
  ['/expert/payouts/return', 'signed-in'],
  ['/expert/availability', 'signed-in'],
  ['/sandbox/payout-onboarding/pol_4c1e9a578f0f6c2d9b11', 'signed-in'],
  ['/join', 'all'],
  ['/claim', 'all'],
];

describe('the route table', () => {
  it.each(SPEC)('routes %s to a page, guarded for %s', (pathname, access) => {
    const route = routeOf(pathname);
    expect(route, pathname).toBeDefined();
    expect(route).not.toBe(NOT_FOUND);
    expect(route!.access).toBe(access);
  });

  it('sends the aliases of one screen to the same page', () => {
    const page = (pathname: string) => routeOf(pathname)!.page;
    expect(page('/login')).toBe(page('/auth/login'));
    expect(page('/signup')).toBe(page('/auth/signup'));
    for (const alias of ['/my-profile', '/profile', '/settings', '/account']) {
      expect(page(alias)).toBe(page('/my-page'));
    }
    for (const alias of ['/profile-edit', '/edit-profile']) {
      expect(page(alias)).toBe(page('/expert-edit'));
    }
    expect(page('/experts/abc')).toBe(page('/expert-profile/abc'));
  });

  it("shows 'Page Not Found' for anything else", () => {
    for (const pathname of [
      '/nope',
      '/experts/abc/reviews',
      '/admin',
      '/admin/other',
      '/consultation',
      '/sandbox/payout-onboarding',
      '/expert/payouts/other',
    ]) {
      expect(routeOf(pathname), pathname).toBe(NOT_FOUND);
    }
  });

  it('gives every route a title the catalogue defines, and lists each path once', () => {
    const paths = ROUTES.flatMap((route) => route.paths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of [...ROUTES, NOT_FOUND]) expect(en[route.title]).toBeTruthy();
  });

  it('sends the policy links the kit uses to their sections', () => {
    expect(REDIRECTS['/refunds']).toBe('/terms#refunds');
    expect(REDIRECTS['/expert-guidelines']).toBe('/terms#experts');
  });
});
