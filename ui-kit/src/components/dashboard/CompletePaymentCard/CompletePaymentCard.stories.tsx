import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import {
  aud,
  consultation,
  consultationStore,
  hoursFromNow,
  sydneyExpert,
} from '../../../mocks/dashboard.js';
import { pendingPaymentConsultation } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { CompletePaymentCard } from './CompletePaymentCard.js';

/** Consultations in every status, one of them waiting for its payment. */
export const store = consultationStore();

const payments = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers, ...store.handlers] },
});
const page = (items: unknown[]) => ({ items, page: 1, pageSize: 100, total: items.length });

const meta = {
  title: 'Dashboard/CompletePaymentCard',
  component: CompletePaymentCard,
  parameters: payments(),
  excludeStories: ['store'],
  beforeEach: () => store.reset(),
} satisfies Meta<typeof CompletePaymentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneToPay: Story = {};

/** Two bookings to pay, one of them with an Australian expert in A$. */
export const TwoToPay: Story = {
  parameters: payments(
    respond(
      'listMyConsultations',
      200,
      page([
        {
          ...pendingPaymentConsultation,
          deadlines: { ...pendingPaymentConsultation.deadlines, paymentDueAt: hoursFromNow(1) },
        },
        consultation({
          id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c20',
          title: 'Skilled migrant points check',
          status: 'pending_payment',
          scheduledAt: hoursFromNow(72),
          expert: sydneyExpert,
          ...aud(12525),
          deadlines: { ...pendingPaymentConsultation.deadlines, paymentDueAt: null },
        }),
      ]),
    ),
  ),
};

/** Everything is paid: the card is not shown at all. */
export const NothingToPay: Story = {
  parameters: payments(respond('listMyConsultations', 200, page([]))),
};

/** The card only appears once it knows there is something to pay, so nothing shows while loading. */
export const Loading: Story = { parameters: payments(pending('listMyConsultations')) };

export const Failed: Story = { parameters: payments(failing('listMyConsultations')) };
