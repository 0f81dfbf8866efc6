import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { renameEcho } from '../../../mocks/dashboard.js';
import { clientUser, expertUser } from '../../../mocks/fixtures.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { paste } from '../../../test/play.js';
import { SettingsDialog } from './SettingsDialog.js';

/** Save answers with the new names; `bodies` holds what was sent. */
export const saves = renameEcho(clientUser);

const settings = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, saves.handler] },
});

/** Replaces the last name and saves. */
const rename =
  (lastName: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Last name/);
    await userEvent.clear(field);
    if (lastName) await paste(canvas, /^Last name/, lastName);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  };

const meta = {
  title: 'Dashboard/SettingsDialog',
  component: SettingsDialog,
  args: { onClose: fn() },
  parameters: settings(session.signedIn()),
  excludeStories: ['saves'],
  beforeEach: () => {
    saves.bodies.length = 0;
  },
} satisfies Meta<typeof SettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Client: Story = {};

export const Expert: Story = { parameters: settings(session.signedIn(expertUser)) };

/** Saved: 'Profile Updated', and the dialog asks to be closed. */
export const Saved: Story = { play: rename('  Ngata-Smith ') };

export const Saving: Story = {
  parameters: settings(session.signedIn(), pending('updateCurrentUser')),
  play: rename('Ngata-Smith'),
};

/** A blank name is refused before anything is sent. */
export const NameRequired: Story = { play: rename('') };

/** Longer than the API allows (100 characters). */
export const NameTooLong: Story = { play: rename('N'.repeat(101)) };

/** The server refuses (the contract's 400): its message under the field and 'Update Failed'. */
export const Refused: Story = {
  parameters: settings(session.signedIn(), respond('updateCurrentUser', 400)),
  play: rename('Ngata-Smith'),
};

export const Loading: Story = { parameters: settings(session.loading()) };

export const SignedOut: Story = { parameters: settings(session.signedOut()) };
