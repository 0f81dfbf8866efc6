import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodDomains, type PaymentMethodDomain } from './PaymentMethodDomains.js';

const off = { applePay: 'inactive', googlePay: 'inactive', link: 'inactive' } as const;
const domain = (partial: Partial<PaymentMethodDomain>): PaymentMethodDomain => ({
  domain: 'smithco.co.nz',
  status: 'active',
  wallets: off,
  reason: null,
  ...partial,
});

const meta = {
  title: 'Admin/PaymentMethodDomains',
  component: PaymentMethodDomains,
  args: {
    domains: [
      domain({ wallets: { applePay: 'active', googlePay: 'active', link: 'active' } }),
      domain({
        domain: 'localhost',
        status: 'unsupported',
        reason: 'A local or reserved name cannot be registered.',
      }),
    ],
  },
} satisfies Meta<typeof PaymentMethodDomains>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Registered with Stripe: the wallets Stripe offers there. */
export const Registered: Story = {};

/** Just saved: the provider has not answered yet. */
export const Pending: Story = { args: { domains: [domain({ status: 'pending' })] } };

/** The sandbox: registered at once, no wallets in its card form. */
export const SandboxNoWallets: Story = { args: { domains: [domain({})] } };

export const Failed: Story = {
  args: {
    domains: [
      domain({
        status: 'failed',
        reason: 'The payment provider could not be reached; tried again at the next sync.',
      }),
    ],
  },
};

/** A domain no partner lists any more. */
export const TurnedOff: Story = { args: { domains: [domain({ status: 'inactive' })] } };

export const Empty: Story = { args: { domains: [] } };

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
