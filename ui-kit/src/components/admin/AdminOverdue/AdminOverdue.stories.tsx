import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { overdueList, overdueServer, overdueSummary } from '../../../mocks/admin.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminOverdue } from './AdminOverdue.js';

/** A story's own handlers first, then the in-memory overdue API. */
const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers, ...overdueServer.handlers()] },
});
const listing = (items: typeof overdueList) =>
  admin(respond('getPendingConfirmations', 200, overdueSummary(items)));

type Context = { canvasElement: HTMLElement };

/** Opens the reminder of the consultation 7 days overdue. */
async function openReminder({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: '알림 보내기: Visa options after graduating' }),
  );
  await canvas.findByRole('dialog');
}

async function askToAutoComplete({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^자동 완료/ }));
  await canvas.findByRole('dialog');
}

const meta = {
  title: 'Admin/AdminOverdue',
  component: AdminOverdue,
  parameters: admin(),
  beforeEach: () => overdueServer.reset(),
} satisfies Meta<typeof AdminOverdue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 7 days (auto-complete due), exactly 3 days (urgent) and 2 days (needs notice). */
export const UrgentAndNeedsNotice: Story = {};

export const Loading: Story = { parameters: admin(pending('getPendingConfirmations')) };

export const Empty: Story = { parameters: listing([]) };

export const NothingToAutoComplete: Story = { parameters: listing(overdueList.slice(1)) };

export const Failed: Story = { parameters: admin(failing('getPendingConfirmations')) };

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [...session.signedIn(), respond('getPendingConfirmations', 403)] },
  },
};

export const SignedOut: Story = {
  parameters: {
    msw: { handlers: [...session.signedOut(), respond('getPendingConfirmations', 401)] },
  },
};

export const ReminderOpen: Story = { play: openReminder };

export const ReminderSending: Story = {
  parameters: admin(pending('sendCompletionReminder')),
  play: async (context) => {
    await openReminder(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Please complete it today.');
    await userEvent.click(canvas.getByRole('button', { name: '보내기' }));
  },
};

/** The server refuses the reminder: a failure toast in Korean, the dialog stays open. */
export const ReminderFails: Story = {
  parameters: admin(
    respond('sendCompletionReminder', 409, {
      error: { code: 'invalid_state', message: 'This consultation is not overdue' },
    }),
  ),
  play: async (context) => {
    await openReminder(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: '보내기' }));
  },
};

export const AutoCompleteConfirm: Story = { play: askToAutoComplete };

/** The lifecycle service is down: a failure toast with the server's message. */
export const AutoCompleteFails: Story = {
  parameters: admin(respond('autoCompleteOverdue', 503)),
  play: async (context) => {
    await askToAutoComplete(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: '완료 처리' }));
  },
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
