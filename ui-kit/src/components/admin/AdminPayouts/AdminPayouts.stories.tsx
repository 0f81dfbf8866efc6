import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { failing, operationPattern, pending, respond } from '../../../mocks/handlers.js';
import { adminPayoutAccounts } from '../../../mocks/payouts.js';
import { session } from '../../../mocks/scenarios.js';
import { AdminPayouts } from './AdminPayouts.js';

/** The readiness list filtered by `status` as the API does, one page of everything. */
const list = http.get(operationPattern('listPayoutAccounts'), ({ request }) => {
  const status = new URL(request.url).searchParams.get('status');
  const items = adminPayoutAccounts.filter((row) => !status || row.status === status);
  return HttpResponse.json({ items, page: 1, pageSize: 20, total: items.length });
});

const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers, list] },
});

const meta = {
  title: 'Admin/AdminPayouts',
  component: AdminPayouts,
  parameters: admin(),
} satisfies Meta<typeof AdminPayouts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One expert in each status, those waiting with money first. */
export const Readiness: Story = {};

export const Loading: Story = { parameters: admin(pending('listPayoutAccounts')) };

export const Empty: Story = {
  parameters: admin(
    respond('listPayoutAccounts', 200, { items: [], page: 1, pageSize: 20, total: 0 }),
  ),
};

export const Paged: Story = {
  parameters: admin(
    respond('listPayoutAccounts', 200, {
      items: adminPayoutAccounts,
      page: 1,
      pageSize: 20,
      total: 45,
    }),
  ),
};

export const Failed: Story = { parameters: admin(failing('listPayoutAccounts')) };

export const Forbidden: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), respond('listPayoutAccounts', 403)] } },
};

export const InEnglish: Story = { globals: { adminLocale: 'en' } };
