import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import {
  detailsDueAccount,
  notStartedAccount,
  payoutsApi,
  pendingAccount,
  readyAccount,
  restrictedAccount,
  unknownReasonAccount,
} from '../../../mocks/payouts.js';
import { session } from '../../../mocks/scenarios.js';
import { PayoutStatusCard } from './PayoutStatusCard.js';

/** The in-memory payouts API, starting with details due; it counts the onboarding links it makes. */
export const api = payoutsApi(detailsDueAccount);

/** The signed-in expert; `handlers` answer before the in-memory payouts API. */
const asExpert = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers, ...api.handlers()] },
});
const withAccount = (account: unknown) => asExpert(respond('getMyPayoutAccount', 200, account));

/** Presses the action button, whatever its words. */
async function pressAction({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: /Set up payouts|Continue setup|Update details/ }),
  );
}

const meta = {
  title: 'Payouts/PayoutStatusCard',
  component: PayoutStatusCard,
  parameters: asExpert(),
  excludeStories: ['api'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof PayoutStatusCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A newly approved expert: Set up payouts. */
export const NotStarted: Story = { parameters: withAccount(notStartedAccount) };

/** Stripe needs the bank account and date of birth by a date; one payout waits. */
export const DetailsDue: Story = {};

/** Details submitted, being checked; payouts in two currencies wait. */
export const PendingVerification: Story = { parameters: withAccount(pendingAccount) };

export const Ready: Story = { parameters: withAccount(readyAccount) };

/** Stripe could not verify the expert's identity. */
export const Restricted: Story = { parameters: withAccount(restrictedAccount) };

/** A reason code the kit has no words for: the API's message. */
export const RestrictedUnknownReason: Story = { parameters: withAccount(unknownReasonAccount) };

/** On the expert dashboard: a link to the payouts page instead of the button. */
export const OnDashboard: Story = { args: { variant: 'dashboard' } };

export const Loading: Story = { parameters: asExpert(pending('getMyPayoutAccount')) };

export const Failed: Story = { parameters: asExpert(failing('getMyPayoutAccount')) };

/** Signed in, but not an approved expert. */
export const NotAnExpert: Story = {
  parameters: asExpert(respond('getMyPayoutAccount', 403)),
};

/** The button pressed: busy until the browser leaves for the link. */
export const Opening: Story = {
  parameters: asExpert(pending('startPayoutOnboarding')),
  play: pressAction,
};

/** The link could not be made (the provider did not answer). */
export const OpeningFailed: Story = {
  parameters: asExpert(respond('startPayoutOnboarding', 502)),
  play: pressAction,
};
