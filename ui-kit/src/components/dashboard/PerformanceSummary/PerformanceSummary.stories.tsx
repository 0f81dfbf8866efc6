import type { Meta, StoryObj } from '@storybook/react-vite';
import { expertFigures } from '../../../mocks/dashboardSummaries.js';
import { PerformanceSummary } from './PerformanceSummary.js';

const meta = {
  title: 'Dashboard/PerformanceSummary',
  component: PerformanceSummary,
  parameters: expertFigures.recent,
} satisfies Meta<typeof PerformanceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Earning in NZ$ and A$ this month: each currency on its own line. */
export const Earning: Story = {};

/** The contract's figures (its months are fixed, so nothing may fall in this month). */
export const ContractExample: Story = { parameters: expertFigures.contract };

/** Nothing finished or rated yet: no 0 % and no empty stars. */
export const NewExpert: Story = {
  parameters: expertFigures.nothingYet,
};

export const NoExpertProfile: Story = {
  parameters: expertFigures.noExpertProfile,
};

export const Loading: Story = { parameters: expertFigures.loading };

export const Failed: Story = { parameters: expertFigures.failed };
