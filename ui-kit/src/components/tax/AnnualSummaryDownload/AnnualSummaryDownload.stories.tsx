import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { session } from '../../../mocks/scenarios.js';
import { AnnualSummaryDownload } from './AnnualSummaryDownload.js';

const meta = {
  title: 'Tax/AnnualSummaryDownload',
  component: AnnualSummaryDownload,
  // 27 November 2026 in New Zealand.
  args: { now: new Date('2026-11-27T01:00:00Z') },
  parameters: { msw: { handlers: session.expert() } },
} satisfies Meta<typeof AnnualSummaryDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** This year's summary so far. */
export const Default: Story = {};

/** New Year's Day in Auckland, still 31 December in UTC: the new year is offered. */
export const NewYearInAuckland: Story = { args: { now: new Date('2026-12-31T12:00:00Z') } };

/** Last year's chosen, for the copy due by 7 February. */
export const LastYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2025');
  },
};
