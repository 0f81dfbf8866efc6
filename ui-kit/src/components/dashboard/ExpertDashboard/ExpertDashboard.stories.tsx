import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  approvedProfile,
  consultationStore,
  dashboardConsultations,
} from '../../../mocks/dashboard.js';
import { emptySummary } from '../../../mocks/dashboardSummaries.js';
import { categories } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { ExpertDashboard } from './ExpertDashboard.js';

/** Ten consultations in every status around now, as the expert's list answers them. */
export const store = consultationStore();
/** An expert nobody has booked yet. */
export const emptyStore = consultationStore(() => []);
/** The same consultations, the latest one completed and its payout waiting for the payout details. */
export const waitingStore = consultationStore(() =>
  dashboardConsultations().map((consultation) =>
    consultation.title === 'Company structure for a café'
      ? {
          ...consultation,
          status: 'completed' as const,
          money: { ...consultation.money, payoutWaitsForDetails: true },
        }
      : consultation,
  ),
);

/** The signed-in expert with their approved profile; `handlers` answer first. */
const asExpert = (...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...session.expert(),
      ...handlers,
      respond('getMyExpertProfile', 200, approvedProfile),
      respond('listCategories', 200, categories),
      ...store.handlers,
    ],
  },
});

/** Opens the profile card's edit mode. */
async function openEditor({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
}

const meta = {
  title: 'Dashboard/ExpertDashboard',
  component: ExpertDashboard,
  parameters: asExpert(),
  excludeStories: ['store', 'emptyStore', 'waitingStore'],
  beforeEach: () => {
    store.reset();
    emptyStore.reset();
    waitingStore.reset();
  },
} satisfies Meta<typeof ExpertDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Earnings, completed, pending and the hourly rate; the profile card; the five latest consultations. */
export const Expert: Story = {};

/** A profile still in review, with a rate in cents and no languages given (English). */
export const ProfileInReview: Story = {
  parameters: asExpert(
    respond('getMyExpertProfile', 200, {
      ...approvedProfile,
      status: 'pending',
      languages: [],
      location: null,
      hourlyRate: { amount: 25050, currency: 'AUD' },
      currency: 'AUD',
    }),
  ),
};

/** The profile card in edit mode: the kit's profile editor in its place. */
export const Editing: Story = { play: openEditor };

/** A client who opens the expert dashboard: Apply to Become Expert. */
export const NoExpertProfile: Story = {
  parameters: {
    msw: { handlers: [...session.signedIn(), respond('getMyExpertProfile', 200, null)] },
  },
};

/** A new expert: zeros and no consultations yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.expert(),
        respond('getMyExpertProfile', 200, approvedProfile),
        respond('getDashboardSummary', 200, emptySummary),
        ...emptyStore.handlers,
      ],
    },
  },
};

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };

/** Signed out: a sign-in prompt to /api/login. */
export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

/** The expert profile could not be read: Try Again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [...session.expert(), failing('getMyExpertProfile')] } },
};

/** The consultations fail while the rest shows: Try Again in their card only. */
export const ConsultationsFailed: Story = {
  parameters: asExpert(failing('listExpertConsultations')),
};

/** The profile shows while the figures are still loading. */
export const FiguresLoading: Story = { parameters: asExpert(pending('getDashboardSummary')) };

/** A completed consultation whose payout waits for the expert's payout details. */
export const PayoutWaiting: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.expert(),
        respond('getMyExpertProfile', 200, approvedProfile),
        ...waitingStore.handlers,
      ],
    },
  },
};
