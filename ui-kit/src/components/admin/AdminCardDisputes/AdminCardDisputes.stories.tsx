import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  cardDisputesServer,
  fraudulentCardDispute,
  warningCardDispute,
} from '../../../mocks/cardDisputes.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminCardDisputes } from './AdminCardDisputes.js';

/** A story's own handlers first, then the in-memory card disputes API. */
const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers, ...cardDisputesServer.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Opens "add a note and send evidence now" on the fraudulent dispute. */
async function openSend({ canvasElement }: Context) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', {
      name: `${fraudulentCardDispute.consultationTitle}: 메모 추가 후 지금 증거 제출`,
    }),
  );
  await canvas.findByRole('dialog');
}

/** Opens the dialog, writes a note and sends it. */
async function send(context: Context) {
  await openSend(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(canvas.getByRole('textbox'), 'The client confirmed the session by phone.');
  await userEvent.click(canvas.getByRole('button', { name: '증거 제출' }));
}

const meta = {
  title: 'Admin/AdminCardDisputes',
  component: AdminCardDisputes,
  parameters: admin(),
  beforeEach: () => cardDisputesServer.reset(),
} satisfies Meta<typeof AdminCardDisputes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Four open card disputes, most urgent first: overdue, a warning, one to answer, one answered. */
export const Open: Story = {};

export const Loading: Story = { parameters: admin(pending('listCardDisputes')) };

export const Empty: Story = {
  parameters: admin(respond('listCardDisputes', 200, { items: [] })),
};

export const Failed: Story = { parameters: admin(failing('listCardDisputes')) };

export const Forbidden: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('listCardDisputes', 403)] } },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), respond('listCardDisputes', 401)] } },
};

/** The evidence of the most urgent dispute, opened. */
export const EvidenceShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByText('수집된 증거', { selector: 'summary' }))[0]!);
  },
};

/** A note kept moments ago: the evidence is on its way, nothing more to send. */
export const OnItsWay: Story = {
  parameters: admin(
    respond('listCardDisputes', 200, {
      items: [{ ...warningCardDispute, adminNote: 'The client confirmed the session by phone.' }],
    }),
  ),
};

export const SendOpen: Story = { play: openSend };

export const Sending: Story = {
  parameters: admin(pending('submitCardDisputeEvidence')),
  play: send,
};

/** The API refuses the note: its words beside the field. */
export const NoteRejected: Story = {
  parameters: admin(
    respond('submitCardDisputeEvidence', 400, {
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        details: { note: 'The note must be 4000 characters or fewer' },
      },
    }),
  ),
  play: send,
};

/** Sent meanwhile by the timer or another admin: said in words, and the dialog closes. */
export const AlreadySent: Story = {
  parameters: admin(respond('submitCardDisputeEvidence', 409)),
  play: send,
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
