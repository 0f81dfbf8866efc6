import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  disputesApi,
  disputesServer,
  openDispute,
  partlyRefundedDispute,
  refundedDispute,
  releasedDispute,
} from '../../../mocks/disputes.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminDisputes } from './AdminDisputes.js';

/** A story's own handlers first, then the in-memory disputes API. */
const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers, ...disputesServer.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Opens Resolve on the contract's example dispute. */
async function openResolve({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', {
      name: 'GST registration for my new business 분쟁 해결하기',
    }),
  );
  await canvas.findByRole('dialog');
}

const meta = {
  title: 'Admin/AdminDisputes',
  component: AdminDisputes,
  parameters: admin(),
  beforeEach: () => disputesServer.reset(),
} satisfies Meta<typeof AdminDisputes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two open disputes (NZD and AUD), oldest first; one resolved behind the other tab. */
export const Open: Story = {};

const settled = disputesApi([partlyRefundedDispute, releasedDispute, refundedDispute]);

/** The resolved tab: each outcome in words with the note. */
export const Resolved: Story = {
  parameters: { msw: { handlers: [...session.admin(), ...settled.handlers()] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '해결됨 (3)' }));
  },
};

export const Loading: Story = { parameters: admin(pending('listDisputes')) };

export const Empty: Story = {
  parameters: admin(
    respond('listDisputes', 200, {
      items: [],
      counts: { open: 0, resolved: 0 },
      page: 1,
      pageSize: 20,
      total: 0,
    }),
  ),
};

/** More than one page of open disputes. */
export const Paged: Story = {
  parameters: admin(
    respond('listDisputes', 200, {
      items: [openDispute],
      counts: { open: 41, resolved: 0 },
      page: 1,
      pageSize: 20,
      total: 41,
    }),
  ),
};

export const Failed: Story = { parameters: admin(failing('listDisputes')) };

export const Forbidden: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('listDisputes', 403)] } },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), respond('listDisputes', 401)] } },
};

export const ResolveOpen: Story = { play: openResolve };

/** Partial refund chosen: the amount's bounds are shown beside the field. */
export const ResolvePartial: Story = {
  play: async (context) => {
    await openResolve(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('radio', { name: '고객에게 일부 환불' }),
    );
  },
};

export const Resolving: Story = {
  parameters: admin(pending('resolveDispute')),
  play: async (context) => {
    await openResolve(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'The recording shows the full session.');
    await userEvent.click(canvas.getByRole('button', { name: '분쟁 해결' }));
  },
};

/** Another admin resolved it first: the failure toast, and the dialog closes. */
export const ResolvedMeanwhile: Story = {
  parameters: admin(respond('resolveDispute', 409)),
  play: async (context) => {
    await openResolve(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Released.');
    await userEvent.click(canvas.getByRole('button', { name: '분쟁 해결' }));
  },
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
