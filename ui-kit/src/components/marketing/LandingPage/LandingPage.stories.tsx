import type { Meta, StoryObj } from '@storybook/react-vite';
import { session } from '../../../mocks/scenarios.js';
import { LandingPage } from './LandingPage.js';

const meta = {
  title: 'Marketing/LandingPage',
  component: LandingPage,
  parameters: { msw: { handlers: session.signedOut() } },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What a visitor sees at `/`: static text only, nothing is fetched. */
export const SignedOut: Story = {};

/** The same page on a phone. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
