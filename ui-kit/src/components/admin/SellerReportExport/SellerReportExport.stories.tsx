import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { sellerReportsApi } from '../../../mocks/sellerReports.js';
import { SellerReportExport } from './SellerReportExport.js';

/** The summary endpoint in memory: the regime's rows for the period asked, recorded. */
export const api = sellerReportsApi();

const admin = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.admin(), ...handlers, ...api.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Chooses custom dates and types them. */
export const customDates =
  (from: string, to: string) =>
  async ({ canvasElement }: Context) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /^Period|^기간/ }),
      'custom',
    );
    const fromField = canvas.getByLabelText(/^From|^시작일/);
    const toField = canvas.getByLabelText(/^To|^종료일/);
    await userEvent.clear(fromField);
    if (from) await userEvent.type(fromField, from);
    await userEvent.clear(toField);
    if (to) await userEvent.type(toField, to);
  };

const meta = {
  title: 'Admin/SellerReportExport',
  component: SellerReportExport,
  // 27 November 2026 in New Zealand: the last complete AU half-year is January to June 2026.
  args: { now: new Date('2026-11-27T01:00:00Z') },
  parameters: admin(),
  excludeStories: ['api', 'customDates'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof SellerReportExport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The AU regime's last complete half-year, in Korean (the admin pages' default). */
export const AustralianHalfYear: Story = {};

/** The NZ rules' calendar year: two sellers, one without tax details. */
export const NewZealandYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /^Regime|^보고 제도/ }),
      'nz_dpi',
    );
  },
};

/** Custom dates: October 2026. */
export const CustomPeriod: Story = { play: customDates('2026-10-01', '2026-10-31') };

/** The end before the start: said by the field, nothing asked. */
export const EndBeforeStart: Story = { play: customDates('2026-10-31', '2026-10-01') };

/** More than 366 days. */
export const TooLong: Story = { play: customDates('2025-01-01', '2026-06-30') };

/** Nobody was paid in the period. */
export const Empty: Story = { parameters: admin(...sellerReportsApi({ empty: true }).handlers()) };

export const Loading: Story = { parameters: admin(pending('getSellerReportSummary')) };

export const Failed: Story = { parameters: admin(failing('getSellerReportSummary')) };

/** The API refuses a date (its words by the field). */
export const RefusedByServer: Story = {
  parameters: admin(
    respond('getSellerReportSummary', 400, {
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        details: { to: 'Must be on or before today' },
      },
    }),
  ),
  play: customDates('2026-10-01', '2026-10-31'),
};

/** A signed-in user who is not an admin. */
export const NotAnAdmin: Story = {
  parameters: admin(respond('getSellerReportSummary', 403)),
};
