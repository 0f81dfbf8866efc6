import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { signedInExpert } from '../../../mocks/dashboard.js';
import { categories } from '../../../mocks/fixtures.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { failing, operationPattern, pending, respond } from '../../../mocks/handlers.js';
import { pendingProfile, rejectedProfile } from '../../../mocks/onboarding.js';
import { session } from '../../../mocks/scenarios.js';
import { paste, type Canvas } from '../../../test/play.js';
import { ExpertApplicationWizard } from './ExpertApplicationWizard.js';

/** The applications the API accepted in the tax stories (their bodies), newest last. */
export const applications: unknown[] = [];
const accepting = http.post(operationPattern('applyAsExpert'), async ({ request }) => {
  applications.push(await request.json());
  return HttpResponse.json(exampleResponse('applyAsExpert', 201), { status: 201 });
});

const applicant = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: {
    // The first handler that matches answers: a story's own come before the defaults.
    handlers: [
      ...handlers,
      ...session.signedIn(),
      respond('getMyExpertProfile', 200, null),
      respond('listCategories', 200, categories),
    ],
  },
});

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));

/** Fills steps 1 and 2 with the contract's example application and arrives at the service details. */
async function toServiceDetails({ canvasElement }: { canvasElement: HTMLElement }) {
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
}

/** Fills steps 1 to 3 with the contract's example application and arrives at the review. */
async function toReview(context: { canvasElement: HTMLElement }) {
  await toServiceDetails(context);
  const canvas = within(context.canvasElement);
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

/** Step 3 with a rate, then these tax details typed (a field left empty is skipped). */
const withTaxDetails =
  (legalName: string, address: string, taxNumber: string) =>
  async (context: { canvasElement: HTMLElement }) => {
    await toServiceDetails(context);
    const canvas = within(context.canvasElement);
    await paste(canvas, /^Hourly rate/, '150');
    if (legalName) await paste(canvas, /^Legal name/, legalName);
    if (address) await paste(canvas, /^Address/, address);
    if (taxNumber) {
      await userEvent.selectOptions(canvas.getByLabelText(/^Country of tax residence/), 'NZ');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I am registered for GST' }));
      await paste(canvas, /^GST number/, taxNumber);
    }
  };

/** Valid tax details, then on to the review, agreed and submitted. */
async function submitWithTaxDetails(context: { canvasElement: HTMLElement }) {
  await withTaxDetails('Hemi Walker', '5 Cuba Street, Wellington 6011', '49-091-850')(context);
  const canvas = within(context.canvasElement);
  await next(canvas);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
}

const meta = {
  title: 'Onboarding/ExpertApplicationWizard',
  component: ExpertApplicationWizard,
  parameters: applicant(),
  excludeStories: ['applications'],
  beforeEach: () => {
    applications.length = 0;
  },
} satisfies Meta<typeof ExpertApplicationWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BasicInformation: Story = {};

/** Step 3 before a rate is typed: Next says it waits for the hourly rate. */
export const ServiceDetails: Story = { play: toServiceDetails };

/** A rate that is not an amount ("-5"): the reason shows beside the field and describes Next. */
export const RateNotAnAmount: Story = {
  play: async (context) => {
    await toServiceDetails(context);
    await paste(within(context.canvasElement), /^Hourly rate/, '-5');
  },
};

export const ReviewAwaitingAgreement: Story = { play: toReview };

/** Tax details begun: the rest of them are needed before Next. */
export const TaxDetailsBegun: Story = { play: withTaxDetails('Hemi Walker', '', '') };

/** A GST number whose check digit does not match: said by the field, Next waits. */
export const TaxNumberWrong: Story = {
  play: withTaxDetails('Hemi Walker', '5 Cuba Street, Wellington 6011', '49-091-851'),
};

/** Submitted with tax details: they go with the application. */
export const SubmittedWithTaxDetails: Story = {
  parameters: applicant(accepting),
  play: submitWithTaxDetails,
};

/** The API refuses the tax number: back on Service Details with its words by the field. */
export const TaxNumberRefused: Story = {
  parameters: applicant(
    respond('applyAsExpert', 400, {
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        details: {
          'taxDetails.taxNumber': 'Inland Revenue has no GST registration under this number.',
        },
      },
    }),
  ),
  play: submitWithTaxDetails,
};

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

export const AlreadyAnExpert: Story = { parameters: { msw: { handlers: signedInExpert() } } };

/** Applied and in review: says so, with what happens next (not "You're Already an Expert!"). */
export const UnderReview: Story = {
  parameters: applicant(respond('getMyExpertProfile', 200, pendingProfile)),
};

/** Rejected: the reason and Apply Again. */
export const Rejected: Story = {
  parameters: applicant(respond('getMyExpertProfile', 200, rejectedProfile)),
};

/** Apply Again: the wizard starts from the rejected application, its reason above. */
export const ApplyingAgain: Story = {
  parameters: applicant(respond('getMyExpertProfile', 200, rejectedProfile)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply Again' }));
  },
};

/** Loading the profile failed: Try Again rather than a wizard that cannot know. */
export const ProfileFailed: Story = { parameters: applicant(failing('getMyExpertProfile')) };

export const Loading: Story = { parameters: { msw: { handlers: session.loading() } } };
