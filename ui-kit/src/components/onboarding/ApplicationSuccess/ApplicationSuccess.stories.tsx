import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationSuccess } from './ApplicationSuccess.js';

const meta = {
  title: 'Onboarding/ApplicationSuccess',
  component: ApplicationSuccess,
  args: { supportEmail: 'support@expertbridge.example', supportPhone: '+64 9 555 0100' },
} satisfies Meta<typeof ApplicationSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Right after the wizard submits: the application is under review. */
export const Submitted: Story = {};

/** The same page on a phone. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
