import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { categories, expertUser } from '../../../mocks/fixtures.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { paste, type Canvas } from '../../../test/play.js';
import { ExpertApplicationWizard } from './ExpertApplicationWizard.js';

const applicant = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: {
    handlers: [
      ...session.signedIn(),
      respond('getMyExpertProfile', 200, null),
      respond('listCategories', 200, categories),
      ...handlers,
    ],
  },
});

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));

/** Fills steps 1 to 3 with the contract's example application and arrives at the review. */
async function toReview({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  // The wizard shows once the session and the (absent) expert profile are known.
  await canvas.findByRole('button', { name: 'Next' });
  await paste(canvas, /^Professional title/, 'Immigration Adviser (Licensed)');
  await paste(
    canvas,
    /^Bio/,
    'Licensed immigration adviser helping skilled migrants and families.',
  );
  await userEvent.selectOptions(
    canvas.getByLabelText(/^Category/),
    await canvas.findByRole('option', { name: 'Immigration & Visa' }),
  );
  await next(canvas);
  await paste(canvas, /^Experience/, 'Eight years advising on skilled migrant visas.');
  await paste(canvas, /^Qualifications/, 'IAA full licence');
  await next(canvas);
  await paste(canvas, /^Hourly rate/, '150');
  await userEvent.selectOptions(canvas.getByLabelText(/^Location/), 'Wellington');
  await next(canvas);
}

async function agreeAndSubmit(context: { canvasElement: HTMLElement }) {
  await toReview(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
}

const meta = {
  title: 'Onboarding/ExpertApplicationWizard',
  component: ExpertApplicationWizard,
  parameters: applicant(),
} satisfies Meta<typeof ExpertApplicationWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BasicInformation: Story = {};

export const ReviewAwaitingAgreement: Story = { play: toReview };

export const Submitting: Story = {
  parameters: applicant(pending('applyAsExpert')),
  play: agreeAndSubmit,
};

export const Submitted: Story = { play: agreeAndSubmit };

export const Failed: Story = {
  parameters: applicant(respond('applyAsExpert', 409)),
  play: agreeAndSubmit,
};

export const SignedOut: Story = { parameters: { msw: { handlers: session.signedOut() } } };

export const AlreadyAnExpert: Story = {
  parameters: { msw: { handlers: [respond('getCurrentUser', 200, expertUser)] } },
};

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };
