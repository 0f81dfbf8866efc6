import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyPage } from './PolicyPage.js';

const meta = {
  title: 'Static/PolicyPage',
  component: PolicyPage,
  args: { policy: 'privacy' },
  argTypes: { policy: { control: 'inline-radio', options: ['privacy', 'terms'] } },
} satisfies Meta<typeof PolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** /privacy: 11 sections. */
export const PrivacyPolicy: Story = {};

/** /terms: 13 sections. */
export const TermsOfService: Story = { args: { policy: 'terms' } };

/** With the support address the portal shows in its footer, linked in the contact section. */
export const WithContactEmail: Story = {
  args: { policy: 'privacy', contactEmail: 'support@expertbridge.example' },
};
