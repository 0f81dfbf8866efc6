import type { Application } from '@expertbridge/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { exampleResponse } from '../../../mocks/examples.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminApplications } from './AdminApplications.js';
import { CHECK_ITEMS } from './VerificationChecklist.js';

const application = exampleResponse('getExpertApplication', 200);
const [firstCheck] = application.checks;
/** The example with its whole checklist recorded (insurance and background not applicable). */
const complete: Application = {
  ...application,
  checks: CHECK_ITEMS.map((item, index) => ({
    ...firstCheck!,
    item,
    outcome: index < 3 ? 'verified' : 'not_applicable',
  })),
  missingChecks: [],
};
const page = (items: Application[]) => ({ items, page: 1, pageSize: 20, total: items.length });
const admin = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: { handlers: [...session.admin(), ...handlers] },
});

/** Opens the first application's review. */
async function openReview({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Ethan Walker/ }));
  await canvas.findByRole('heading', { level: 2 });
}

const meta = {
  title: 'Admin/AdminApplications',
  component: AdminApplications,
  parameters: admin(),
  args: { initialStatus: 'pending' },
} satisfies Meta<typeof AdminApplications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PendingList: Story = {};

export const Empty: Story = { parameters: admin(respond('listExpertApplications', 200, page([]))) };

export const Loading: Story = { parameters: admin(pending('listExpertApplications')) };

export const Failed: Story = { parameters: admin(failing('listExpertApplications')) };

export const ReviewWithMissingChecks: Story = { play: openReview };

export const ReviewReadyToApprove: Story = {
  parameters: admin(respond('getExpertApplication', 200, complete)),
  play: openReview,
};

export const ApproveRefused: Story = {
  parameters: admin(
    respond('getExpertApplication', 200, complete),
    respond('approveExpertApplication', 409),
  ),
  play: async (context) => {
    await openReview(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: '승인' }));
  },
};

export const RejectNeedsReason: Story = {
  play: async (context) => {
    await openReview(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: '거절' }));
  },
};

export const Decided: Story = {
  args: { initialStatus: 'approved' },
  parameters: admin(
    respond('getExpertApplication', 200, {
      ...complete,
      expert: { ...complete.expert, status: 'approved' },
    }),
  ),
  play: openReview,
};

export const InEnglish: Story = { globals: { adminLocale: 'en' }, play: openReview };
