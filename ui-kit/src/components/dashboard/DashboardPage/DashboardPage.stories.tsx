import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { approvedProfile, consultationStore } from '../../../mocks/dashboard.js';
import { reviewStore } from '../../../mocks/dashboardReviews.js';
import { clientOnlySummary, emptySummary } from '../../../mocks/dashboardSummaries.js';
import { expertPage, experts } from '../../../mocks/fixtures.js';
import { documentsApi, expertDocuments } from '../../../mocks/documents.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { notificationList, notificationsApi } from '../../../mocks/notifications.js';
import { pendingProfile } from '../../../mocks/onboarding.js';
import { session } from '../../../mocks/scenarios.js';
import { DashboardPage } from './DashboardPage.js';

/** Consultations in every status around now; the lists filter and page, Accept and Complete change them. */
export const store = consultationStore();
/** A user who has booked nothing and been booked for nothing. */
export const emptyStore = consultationStore(() => []);
/** Six reviews of the signed-in expert. */
export const reviews = reviewStore();

const favorites = respond('listMyFavorites', 200, expertPage(experts.slice(0, 3)));
const noProfile = respond('getMyExpertProfile', 200, null);
const withProfile = respond('getMyExpertProfile', 200, approvedProfile);

/** A client's dashboard: no expert profile; `handlers` answer first. */
const asClient = (...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...session.signedIn(),
      ...handlers,
      noProfile,
      respond('getDashboardSummary', 200, clientOnlySummary),
      favorites,
      ...notificationsApi(notificationList(4, 2)),
      ...store.handlers,
    ],
  },
});

/** An expert's dashboard: their approved profile and reviews; `handlers` answer first. */
const asExpert = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...who,
      ...handlers,
      withProfile,
      ...notificationsApi(notificationList(4, 2)),
      ...reviews.handlers,
      ...store.handlers,
    ],
  },
});

const meta = {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  args: { supportEmail: 'support@expertbridge.example', onTabChange: fn() },
  parameters: asClient(),
  excludeStories: ['store', 'emptyStore', 'reviews'],
  beforeEach: () => {
    store.reset();
    emptyStore.reset();
    reviews.reset();
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Client Dashboard: the client's figures, Overview, Consultations, Calendar and Favorites. */
export const Client: Story = {};

/** Expert Dashboard: the expert's figures, requests to answer and latest reviews, Reviews and Analytics. */
export const Expert: Story = { parameters: asExpert(session.expert()) };

/** An administrator who is also an expert: the expert profile decides, not the user type. */
export const AdminWithExpertProfile: Story = { parameters: asExpert(session.admin()) };

/**
 * Applied, still in review: the page says clients cannot find or book them yet, and an unlisted profile's
 * public reviews (404, as the API answers) are not asked for.
 */
export const ApplicationInReview: Story = {
  parameters: asExpert(
    session.signedIn(),
    respond('getMyExpertProfile', 200, pendingProfile),
    respond('listExpertReviews', 404),
  ),
};

/** Opened on the Consultations tab, whose status filter really filters. */
export const ClientConsultations: Story = { args: { initialTab: 'consultations' } };

export const ExpertAnalytics: Story = {
  args: { initialTab: 'analytics' },
  parameters: asExpert(session.expert()),
};

/** The expert's tax documents and the annual summary. */
export const ExpertDocuments: Story = {
  args: { initialTab: 'documents' },
  parameters: asExpert(session.expert(), ...documentsApi(expertDocuments).handlers()),
};

export const ClientFavorites: Story = { args: { initialTab: 'favorites' } };

/** The Notifications button shows the bell's panel beneath the header. */
export const NotificationsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Notifications/ }));
  },
};

export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
  },
};

/** Nothing booked, no favourites, no notifications. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.signedIn(),
        noProfile,
        respond('getDashboardSummary', 200, { ...emptySummary, asExpert: null }),
        respond('listMyFavorites', 200, expertPage([])),
        ...notificationsApi([]),
        ...emptyStore.handlers,
      ],
    },
  },
};

/** A new expert: zeros, no requests, no reviews. */
export const ExpertEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.expert(),
        withProfile,
        respond('getDashboardSummary', 200, emptySummary),
        respond('listExpertReviews', 200, { items: [], page: 1, pageSize: 2, total: 0 }),
        ...notificationsApi([]),
        ...emptyStore.handlers,
      ],
    },
  },
};

/** The session is still being checked. */
export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };

/** Signed in, the expert profile still loading (it decides which dashboard). */
export const ProfileLoading: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), pending('getMyExpertProfile')] } },
};

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

/** The expert profile could not be read: Try Again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), failing('getMyExpertProfile')] } },
};

/** The figures fail while the rest loads: only the stat cards offer Try Again. */
export const FiguresFailed: Story = { parameters: asClient(failing('getDashboardSummary')) };
