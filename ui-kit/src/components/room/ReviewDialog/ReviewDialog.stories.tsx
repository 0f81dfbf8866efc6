import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { pending, respond } from '../../../mocks/handlers.js';
import { roomConsultation } from '../../../mocks/room.js';
import { session } from '../../../mocks/scenarios.js';
import { ReviewDialog } from './ReviewDialog.js';

const meta = {
  title: 'Room/ReviewDialog',
  component: ReviewDialog,
  args: { consultation: roomConsultation('completed', -2 * 3_600_000), onClose: fn() },
  parameters: { msw: { handlers: session.signedIn() } },
} satisfies Meta<typeof ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Five stars and public by default. */
export const Default: Story = {};

export const Submitting: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), pending('createReview')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', {
        name: 'Submit Review',
      }),
    );
  },
};

/** The API refuses (already reviewed): the failure toast, and the dialog stays. */
export const Fails: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('createReview', 409)] } },
};
