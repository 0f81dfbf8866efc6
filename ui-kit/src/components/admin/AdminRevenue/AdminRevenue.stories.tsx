import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { noRevenue, revenue } from '../../../mocks/admin.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminRevenue } from './AdminRevenue.js';

const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers] },
});
const answers = (body: typeof revenue) => admin(respond('getAdminRevenue', 200, body));

const meta = {
  title: 'Admin/AdminRevenue',
  component: AdminRevenue,
  parameters: answers(revenue),
} satisfies Meta<typeof AdminRevenue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The contract's example: NZD and AUD side by side, each with its own average. */
export const TwoCurrencies: Story = {};

export const Loading: Story = { parameters: admin(pending('getAdminRevenue')) };

export const Empty: Story = { parameters: answers(noRevenue) };

/** Consultations completed, but their money is still in escrow: no fee kept yet. */
export const FeesStillInEscrow: Story = {
  parameters: answers({
    ...noRevenue,
    completedConsultations: 2,
    byCurrency: [
      {
        currency: 'NZD',
        revenue: 0,
        feesKept: 0,
        paid: 36000,
        refunded: 0,
        paidOut: 0,
        inEscrow: 36000,
        cardDisputeFees: 0,
        cardDisputesLost: 0,
        owedByExperts: 0,
        netRevenue: 0,
      },
    ],
    byMonth: [{ month: '2026-11', currency: 'NZD', revenue: 0, completedConsultations: 2 }],
  }),
};

/** A fee rate other than 15 % (the split is read from the API, never assumed). */
export const OtherFeeRate: Story = { parameters: answers({ ...revenue, platformFeeRate: 0.125 }) };

export const Failed: Story = { parameters: admin(failing('getAdminRevenue')) };

export const Forbidden: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('getAdminRevenue', 403)] } },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: [...session.signedOut(), respond('getAdminRevenue', 401)] } },
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
