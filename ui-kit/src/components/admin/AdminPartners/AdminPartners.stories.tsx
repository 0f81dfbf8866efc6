import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse } from '../../../mocks/examples.js';
import { failing, operationPattern, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminPartners } from './AdminPartners.js';

const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers] },
});
const list = exampleResponse('listPartners', 200);
const everything = [
  respond('listPartners', 200),
  respond('getPartnerReport', 200),
  respond('createPartner', 201),
  respond('rotatePartnerKeys', 200),
  http.patch(operationPattern('updatePartner'), async ({ request }) => {
    const change = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...list.items[0], ...change });
  }),
];

const meta = {
  title: 'Admin/AdminPartners',
  component: AdminPartners,
  parameters: admin(...everything),
} satisfies Meta<typeof AdminPartners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The contract's example: one active firm with a webhook, one disabled without. */
export const TwoFirms: Story = {};

export const NoPartners: Story = { parameters: admin(respond('listPartners', 200, { items: [] })) };

export const Loading: Story = { parameters: admin(pending('listPartners')) };

export const Failed: Story = { parameters: admin(failing('listPartners')) };

/** The server refuses the origins: the form shows why on the field. */
export const RefusedOrigins: Story = {
  parameters: admin(
    ...everything.filter((_, index) => index !== 2),
    respond('createPartner', 400, {
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        details: { 'allowedOrigins.0': 'Give an origin like https://smithco.example.nz (no path)' },
      },
    }),
  ),
};

export const NoBookingsYet: Story = {
  parameters: admin(
    respond('listPartners', 200),
    respond('getPartnerReport', 200, {
      partner: { id: list.items[0]!.id, name: list.items[0]!.name, status: 'active' },
      totals: {
        bookings: 0,
        paidBookings: 0,
        cancelledBookings: 0,
        value: [],
        refunded: [],
        platformRevenue: [],
      },
      months: [],
    }),
  ),
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('listPartners', 403)] } },
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
