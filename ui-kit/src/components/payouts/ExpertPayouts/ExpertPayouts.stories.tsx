import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { pending, respond } from '../../../mocks/handlers.js';
import { detailsDueAccount, payoutsApi, readyAccount } from '../../../mocks/payouts.js';
import { session } from '../../../mocks/scenarios.js';
import { ExpertPayouts } from './ExpertPayouts.js';

/** The in-memory payouts API; back from onboarding, its sync answers the account as ready. */
export const api = payoutsApi(detailsDueAccount);

const asExpert = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers, ...api.handlers()] },
});

const meta = {
  title: 'Payouts/ExpertPayouts',
  component: ExpertPayouts,
  parameters: asExpert(),
  excludeStories: ['api'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof ExpertPayouts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The payouts page with details due. */
export const Default: Story = {};

/** Back from onboarding: the sync answers ready (the stored status was details due). */
export const Returned: Story = {
  args: { returning: true },
  parameters: asExpert(respond('syncMyPayoutAccount', 200, readyAccount)),
};

/** Back from onboarding while the provider is still being asked. */
export const Returning: Story = {
  args: { returning: true },
  parameters: asExpert(pending('syncMyPayoutAccount')),
};

/** The provider did not answer the sync: the status last stored. */
export const ReturnedSyncFailed: Story = {
  args: { returning: true },
  parameters: asExpert(respond('syncMyPayoutAccount', 502)),
};
