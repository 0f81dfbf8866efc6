import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { categories } from '../../../mocks/fixtures.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { ExpertProfileEditor } from './ExpertProfileEditor.js';

const own = exampleResponse('getMyExpertProfile', 200);
const withProfile = (profile: unknown, ...handlers: ReturnType<typeof respond>[]) => ({
  msw: {
    handlers: [
      ...session.signedIn(),
      respond('listCategories', 200, categories),
      respond('getMyExpertProfile', 200, profile),
      ...handlers,
    ],
  },
});

/** Waits for the form, then saves it. */
async function save({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
}

const meta = {
  title: 'Onboarding/ExpertProfileEditor',
  component: ExpertProfileEditor,
  parameters: withProfile(own),
} satisfies Meta<typeof ExpertProfileEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UnderReview: Story = {};

export const Approved: Story = { parameters: withProfile({ ...own, status: 'approved' }) };

export const Rejected: Story = {
  parameters: withProfile({
    ...own,
    status: 'rejected',
    rejectionReason: 'The practising certificate could not be verified.',
  }),
};

export const RequiredFieldsEmpty: Story = {
  parameters: withProfile({ ...own, title: '', bio: '', experience: '', location: null }),
  play: save,
};

/** A rate that is not an amount: the reason beside the field on Save. */
export const RateNotAnAmount: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const rate = await canvas.findByLabelText(/^Hourly rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '-5');
    await save(context);
  },
};

export const Saving: Story = {
  parameters: withProfile(own, pending('updateMyExpertProfile')),
  play: save,
};

export const Saved: Story = { play: save };

export const SaveFails: Story = {
  parameters: withProfile(own, respond('updateMyExpertProfile', 400)),
  play: save,
};

export const NoProfile: Story = { parameters: withProfile(null) };

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const Loading: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), pending('getMyExpertProfile')] } },
};
