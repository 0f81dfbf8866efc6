import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatsBand } from './StatsBand.js';

const meta = {
  title: 'Marketing/StatsBand',
  component: StatsBand,
} satisfies Meta<typeof StatsBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The four figures of the landing and home views. */
export const LandingFigures: Story = {};
