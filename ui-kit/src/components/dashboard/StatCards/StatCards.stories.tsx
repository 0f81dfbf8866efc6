import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { approvedProfile } from '../../../mocks/dashboard.js';
import {
  clientOnlySummary,
  emptySummary,
  summary,
  twoCurrencySummary,
} from '../../../mocks/dashboardSummaries.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { StatCards } from './StatCards.js';

/** Handlers for a story: who is signed in, then the figures (the contract's example unless given). */
const figures = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, respond('getMyExpertProfile', 200, approvedProfile)] },
});

const meta = {
  title: 'Dashboard/StatCards',
  component: StatCards,
  parameters: figures(session.signedIn()),
} satisfies Meta<typeof StatCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The client set, chosen from the session (a user without an expert profile). */
export const Client: Story = {};

/** The expert set, chosen from the session (a user with an expert profile). */
export const Expert: Story = { parameters: figures(session.expert()) };

/** The second expert dashboard's set (part 2 §2.5) with the hourly rate from the own profile. */
export const ExpertEarnings: Story = {
  args: { variant: 'expertEarnings' },
  parameters: figures(session.expert()),
};

/** Money paid and earned in NZD and AUD: one line per currency, never added together. */
export const TwoCurrencies: Story = {
  args: { variant: 'client' },
  parameters: figures(session.signedIn(), respond('getDashboardSummary', 200, twoCurrencySummary)),
};

export const ExpertTwoCurrencies: Story = {
  args: { variant: 'expert' },
  parameters: figures(session.expert(), respond('getDashboardSummary', 200, twoCurrencySummary)),
};

/** A new expert: zeros, NZ$0 and no ratings yet. */
export const NothingYet: Story = {
  args: { variant: 'expert' },
  parameters: figures(session.expert(), respond('getDashboardSummary', 200, emptySummary)),
};

/** The expert set asked for by a user without an expert profile: Apply to Become Expert. */
export const NoExpertProfile: Story = {
  args: { variant: 'expert' },
  parameters: figures(session.signedIn(), respond('getDashboardSummary', 200, clientOnlySummary)),
};

export const Loading: Story = {
  parameters: figures(session.signedIn(), pending('getDashboardSummary')),
};

export const Failed: Story = {
  parameters: figures(session.signedIn(), failing('getDashboardSummary')),
};

/** Part of the earnings waits for the expert's payout details: said apart, linking to the payouts page. */
export const WaitingForPayoutDetails: Story = {
  args: { variant: 'expertEarnings' },
  parameters: figures(
    session.expert(),
    respond('getDashboardSummary', 200, {
      ...summary,
      asExpert: {
        ...summary.asExpert!,
        waitingForPayoutDetails: [{ amount: 15300, currency: 'NZD' }],
      },
    }),
  ),
};
