import type { MessageKey } from '@expertbridge/ui-kit';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Who may open a route, decided in the browser for convenience only (the API decides what anyone may read
 * or change):
 * - `all`: anyone; a page that needs a user renders its own signed-out screen as the spec words it
 *   (My Account's and the editor's 'Access Denied', the wizard's 'Join Our Expert Community', …);
 * - `signed-in`: a signed-out visitor gets the sign-in screen, and comes back here after signing in;
 * - `admin`: a signed-out visitor is sent to the sign-in address (/api/login), a signed-in user without
 *   the admin role sees 'Access Denied' and the page never asks the API for its data.
 */
export type Access = 'all' | 'signed-in' | 'admin';

export interface PortalRoute {
  /** The canonical path first, then its aliases (spec part 1 §2, part 2 §2). */
  paths: readonly string[];
  access: Access;
  /** The document title, announced to screen readers on navigation. */
  title: MessageKey;
  page: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Every route of the portal, read at a glance: paths, guard, title and its lazily loaded page. */
export const ROUTES: readonly PortalRoute[] = [
  {
    paths: ['/'],
    access: 'all',
    title: 'route.home',
    page: page(() => import('../pages/RootPage.js')),
  },
  {
    paths: ['/experts'],
    access: 'all',
    title: 'route.experts',
    page: page(() => import('../pages/ExpertsPage.js')),
  },
  {
    paths: ['/expert-profile/:id', '/experts/:id'],
    access: 'all',
    title: 'route.expertProfile',
    page: page(() => import('../pages/ExpertProfileRoute.js')),
  },
  {
    paths: ['/expert-profile-simple/:id'],
    access: 'all',
    title: 'route.expertProfile',
    page: page(() => import('../pages/ExpertProfileSimplePage.js')),
  },
  {
    paths: ['/categories'],
    access: 'all',
    title: 'route.categories',
    page: page(() => import('../pages/CategoriesPage.js')),
  },
  {
    paths: ['/about'],
    access: 'all',
    title: 'route.about',
    page: page(() => import('../pages/AboutRoute.js')),
  },
  {
    // A partner widget's link into the consultation room (the booking token in the fragment).
    paths: ['/join'],
    access: 'all',
    title: 'route.join',
    page: page(() => import('../pages/JoinRoomPage.js')),
  },
  {
    // The booking confirmation e-mail's link: set a password on the account a widget booking made.
    paths: ['/claim'],
    access: 'all',
    title: 'route.claim',
    page: page(() => import('../pages/ClaimAccountPage.js')),
  },
  {
    paths: ['/help'],
    access: 'all',
    title: 'route.help',
    page: page(() => import('../pages/HelpPage.js')),
  },
  {
    paths: ['/privacy'],
    access: 'all',
    title: 'route.privacy',
    page: page(() => import('../pages/PrivacyPage.js')),
  },
  {
    paths: ['/terms'],
    access: 'all',
    title: 'route.terms',
    page: page(() => import('../pages/TermsPage.js')),
  },
  {
    paths: ['/auth/login', '/login'],
    access: 'all',
    title: 'route.signIn',
    page: page(() => import('../pages/SignInPage.js')),
  },
  {
    paths: ['/auth/signup', '/signup'],
    access: 'all',
    title: 'route.signUp',
    page: page(() => import('../pages/SignUpPage.js')),
  },
  // The wizard shows 'Join Our Expert Community' to visitors and 'You're Already an Expert!' to experts.
  {
    paths: ['/become-expert'],
    access: 'all',
    title: 'route.becomeExpert',
    page: page(() => import('../pages/BecomeExpertPage.js')),
  },
  {
    paths: ['/expert-application-success'],
    access: 'all',
    title: 'route.applicationSuccess',
    page: page(() => import('../pages/ApplicationSuccessRoute.js')),
  },
  // My Account shows 'Access Denied' / 'Please log in to access your profile' when signed out.
  {
    paths: ['/my-page', '/my-profile', '/profile', '/settings', '/account'],
    access: 'all',
    title: 'route.myAccount',
    page: page(() => import('../pages/MyAccountPage.js')),
  },
  // The editor shows 'Access Denied' with Go to Login when signed out.
  {
    paths: ['/expert-edit', '/profile-edit', '/edit-profile'],
    access: 'all',
    title: 'route.editProfile',
    page: page(() => import('../pages/ProfileEditorPage.js')),
  },
  {
    paths: ['/dashboard'],
    access: 'signed-in',
    title: 'route.dashboard',
    page: page(() => import('../pages/DashboardRoute.js')),
  },
  // The second expert dashboard prompts a signed-out visitor to sign in at /api/login itself.
  {
    paths: ['/expert-dashboard'],
    access: 'all',
    title: 'route.expertDashboard',
    page: page(() => import('../pages/ExpertDashboardRoute.js')),
  },
  {
    paths: ['/expert-registration'],
    access: 'all',
    title: 'route.expertRegistration',
    page: page(() => import('../pages/ExpertRegistrationPage.js')),
  },
  {
    paths: ['/expert/payouts'],
    access: 'signed-in',
    title: 'route.payouts',
    page: page(() => import('../pages/ExpertPayoutsPage.js')),
  },
  // The editor answers a signed-in user without an expert profile itself ('Availability is for experts').
  {
    paths: ['/expert/availability'],
    access: 'signed-in',
    title: 'route.availability',
    page: page(() => import('../pages/ExpertAvailabilityPage.js')),
  },
  // Back from the hosted onboarding; it carries no token, so reopening it only refreshes one's own status.
  {
    paths: ['/expert/payouts/return'],
    access: 'signed-in',
    title: 'route.payoutsReturn',
    page: page(() => import('../pages/ExpertPayoutsReturnPage.js')),
  },
  // The sandbox gateway's stand-in for Stripe's hosted onboarding (the API refuses it with Stripe).
  {
    paths: ['/sandbox/payout-onboarding/:token'],
    access: 'signed-in',
    title: 'route.sandboxPayoutOnboarding',
    page: page(() => import('../pages/SandboxPayoutOnboardingPage.js')),
  },
  {
    paths: ['/consultation/:id'],
    access: 'signed-in',
    title: 'route.consultation',
    page: page(() => import('../pages/ConsultationPage.js')),
  },
  // DESIGN §6: the payment page requires the consultation's client (the spec leaves it open).
  {
    paths: ['/payment/:id', '/payment'],
    access: 'signed-in',
    title: 'route.payment',
    page: page(() => import('../pages/PaymentPage.js')),
  },
  {
    paths: ['/admin/revenue'],
    access: 'admin',
    title: 'route.adminRevenue',
    page: page(() => import('../pages/AdminRevenuePage.js')),
  },
  {
    paths: ['/admin/partners'],
    access: 'admin',
    title: 'route.adminPartners',
    page: page(() => import('../pages/AdminPartnersPage.js')),
  },
  {
    paths: ['/admin/pending'],
    access: 'admin',
    title: 'route.adminPending',
    page: page(() => import('../pages/AdminPendingPage.js')),
  },
  {
    paths: ['/admin/disputes'],
    access: 'admin',
    title: 'route.adminDisputes',
    page: page(() => import('../pages/AdminDisputesPage.js')),
  },
  {
    paths: ['/admin/payouts'],
    access: 'admin',
    title: 'route.adminPayouts',
    page: page(() => import('../pages/AdminPayoutsPage.js')),
  },
  {
    paths: ['/admin/card-disputes'],
    access: 'admin',
    title: 'route.adminCardDisputes',
    page: page(() => import('../pages/AdminCardDisputesPage.js')),
  },
  {
    paths: ['/admin/applications'],
    access: 'admin',
    title: 'route.adminApplications',
    page: page(() => import('../pages/AdminApplicationsPage.js')),
  },
  // What the AU and NZ platform reporting rules ask about each expert, previewed and exported as CSV.
  {
    paths: ['/admin/seller-reports'],
    access: 'admin',
    title: 'route.adminSellerReports',
    page: page(() => import('../pages/AdminSellerReportsPage.js')),
  },
];

/**
 * Addresses the kit links to that are sections of a policy: the payment page's refund policy and the
 * wizard's expert guidelines.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/refunds': '/terms#refunds',
  '/expert-guidelines': '/terms#experts',
};

/** Anything else: 'Page Not Found'. */
export const NOT_FOUND: PortalRoute = {
  paths: ['*'],
  access: 'all',
  title: 'route.notFound',
  page: page(() => import('../pages/NotFoundPage.js')),
};
