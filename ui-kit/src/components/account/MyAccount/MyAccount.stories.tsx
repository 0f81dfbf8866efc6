import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import {
  approvedProfile,
  consultation,
  consultationStore,
  dashboardConsultations,
  hoursFromNow,
} from '../../../mocks/dashboard.js';
import { openDispute } from '../../../mocks/disputes.js';
import { clientDocuments, documentsApi } from '../../../mocks/documents.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { pendingProfile, rejectedProfile } from '../../../mocks/onboarding.js';
import { session } from '../../../mocks/scenarios.js';
import { MyAccount } from './MyAccount.js';

/** The user's consultations, one or more in every status. */
export const store = consultationStore();
/** Twenty-five consultations: three pages. */
export const manyStore = consultationStore(() => [
  ...dashboardConsultations(),
  ...Array.from({ length: 15 }, (_, i) =>
    consultation({
      id: `5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e${String(i).padStart(2, '0')}`,
      title: `Monthly bookkeeping check ${i + 1}`,
      status: 'completed',
      scheduledAt: hoursFromNow(-24 * (i + 20)),
    }),
  ),
]);
/** Nothing booked yet. */
export const emptyStore = consultationStore(() => []);

/** A signed-in client (no expert profile); `handlers` answer first. */
const asClient = (...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [
      ...session.signedIn(),
      ...handlers,
      respond('getMyExpertProfile', 200, null),
      ...store.handlers,
    ],
  },
});

/** Opens a Settings entry's Manage. */
const manage = (entry: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Manage ${entry}` }));
  };

const meta = {
  title: 'Account/MyAccount',
  component: MyAccount,
  args: { supportEmail: 'support@expertbridge.example', onTabChange: fn() },
  parameters: asClient(),
  excludeStories: ['store', 'manyStore', 'emptyStore'],
  beforeEach: () => {
    store.reset();
    manyStore.reset();
    emptyStore.reset();
  },
} satisfies Meta<typeof MyAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A client: the person, and Become an Expert. */
export const Client: Story = {};

/** An expert: the person with the Expert badge, and the Expert Profile card with Edit Profile. */
export const Expert: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.expert(),
        respond('getMyExpertProfile', 200, approvedProfile),
        ...store.handlers,
      ],
    },
  },
};

/** Applied and in review: the card says clients cannot find or book them yet (no Expert badge). */
export const ApplicationInReview: Story = {
  parameters: asClient(respond('getMyExpertProfile', 200, pendingProfile)),
};

/** Rejected: the card gives the reason and a way to apply again. */
export const ApplicationRejected: Story = {
  parameters: asClient(respond('getMyExpertProfile', 200, rejectedProfile)),
};

export const Consultations: Story = { args: { initialTab: 'consultations' } };

export const ManyConsultations: Story = {
  args: { initialTab: 'consultations' },
  parameters: { msw: { handlers: [...session.signedIn(), ...manyStore.handlers] } },
};

export const Settings: Story = { args: { initialTab: 'settings' } };

/** The receipts and credit notes, and the business details they carry. */
export const Documents: Story = {
  args: { initialTab: 'documents' },
  parameters: asClient(...documentsApi(clientDocuments).handlers()),
};

/** Payment Methods: cards are entered per booking with the payment provider, never stored. */
export const PaymentMethods: Story = {
  args: { initialTab: 'settings' },
  play: manage('Payment Methods'),
};

/** Privacy Settings: the policy and how to ask for a copy of one's data or its deletion. */
export const PrivacySettings: Story = {
  args: { initialTab: 'settings' },
  play: manage('Privacy Settings'),
};

export const Empty: Story = {
  args: { initialTab: 'consultations' },
  parameters: { msw: { handlers: [...session.signedIn(), ...emptyStore.handlers] } },
};

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };

/** The expert profile is still loading under the person's card. */
export const ProfileLoading: Story = { parameters: asClient(pending('getMyExpertProfile')) };

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

/** A completed consultation whose problem the client reported: the row says the payment is on hold. */
export const ConsultationDisputed: Story = {
  args: { initialTab: 'consultations' },
  parameters: asClient(
    respond('listMyConsultations', 200, { items: [openDispute], page: 1, pageSize: 10, total: 1 }),
  ),
};

/** The consultations could not be read: Try Again. */
export const ConsultationsFailed: Story = {
  args: { initialTab: 'consultations' },
  parameters: asClient(failing('listMyConsultations')),
};

/** The expert profile could not be read: Try Again in its place. */
export const ProfileFailed: Story = { parameters: asClient(failing('getMyExpertProfile')) };
