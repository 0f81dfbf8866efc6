import type { Meta, StoryObj } from '@storybook/react-vite';
import { expertFigures, recentSummary } from '../../../mocks/dashboardSummaries.js';
import { respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AnalyticsPanel } from './AnalyticsPanel.js';

const meta = {
  title: 'Dashboard/AnalyticsPanel',
  component: AnalyticsPanel,
  parameters: expertFigures.recent,
} satisfies Meta<typeof AnalyticsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Earnings in NZ$ and A$ over the last six months: one table per currency. */
export const TwoCurrencies: Story = {};

/** The whole year the API keeps. */
export const TwelveMonths: Story = { args: { months: 12 } };

/** A new expert: no rate, no ratings, nothing earned yet. */
export const NothingYet: Story = {
  parameters: expertFigures.nothingYet,
};

export const NoExpertProfile: Story = {
  parameters: expertFigures.noExpertProfile,
};

export const Loading: Story = { parameters: expertFigures.loading };

export const Failed: Story = { parameters: expertFigures.failed };

/** Part of awaiting payout waits for the expert's payout details. */
export const WaitingForPayoutDetails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session.expert(),
        respond('getDashboardSummary', 200, {
          ...recentSummary,
          asExpert: {
            ...recentSummary.asExpert!,
            waitingForPayoutDetails: [{ amount: 15300, currency: 'NZD' }],
          },
        }),
      ],
    },
  },
};
