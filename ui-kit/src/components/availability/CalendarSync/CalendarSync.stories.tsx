import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  calendarsApi,
  feed,
  fiveImports,
  imports,
  pendingImport,
} from '../../../mocks/calendars.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { CalendarSync } from './CalendarSync.js';

/** Nothing made yet: no feed, no imports. */
export const fresh = calendarsApi();
/** A feed and two imports: Google up to date, Outlook failed. */
export const inUse = calendarsApi(() => ({ feed: feed(), imports: imports(), busy: [] }));

const as = (who: HttpHandler[], api = inUse, ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, ...api.handlers()] },
});
const asExpert = (api = inUse, ...handlers: HttpHandler[]) =>
  as(session.expert(), api, ...handlers);
type Context = { canvasElement: HTMLElement };
const press =
  (name: string) =>
  async ({ canvasElement }: Context) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  };

const meta = {
  title: 'Availability/CalendarSync',
  component: CalendarSync,
  parameters: asExpert(),
  excludeStories: ['fresh', 'inUse'],
  beforeEach: () => {
    fresh.reset();
    inUse.reset();
  },
} satisfies Meta<typeof CalendarSync>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An expert's feed and calendars: one up to date, one failed with why. */
export const Expert: Story = {};

/** A client has the feed only. */
export const Client: Story = { parameters: as(session.signedIn()) };

/** Nothing made yet. */
export const NothingYet: Story = { parameters: asExpert(fresh) };

/** A calendar just added, waiting for its first read. */
export const Reading: Story = {
  parameters: asExpert(inUse, respond('listMyCalendarImports', 200, { items: [pendingImport()] })),
};

/** Five calendars: no more can be added. */
export const Full: Story = {
  parameters: asExpert(inUse, respond('listMyCalendarImports', 200, { items: fiveImports() })),
};

/** An expert whose profile is not approved yet: the feed, but no imports. */
export const NotApproved: Story = {
  parameters: asExpert(inUse, respond('listMyCalendarImports', 403)),
};

/** Make a new link asked: the question says the old one stops working. */
export const ConfirmNewLink: Story = { play: press('Make a new link') };

/** Turn off asked. */
export const ConfirmTurnOff: Story = { play: press('Turn off') };

/** Remove asked for the Outlook calendar. */
export const ConfirmRemove: Story = { play: press('Remove Outlook') };

/** An address on a private network: the API's words beside the field. */
export const RefusedAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Calendar address/ }),
      'http://192.168.1.10/calendar.ics',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add calendar' }));
  },
};

export const Loading: Story = {
  parameters: asExpert(inUse, pending('getMyCalendarFeed'), pending('listMyCalendarImports')),
};

export const Failed: Story = {
  parameters: asExpert(inUse, failing('getMyCalendarFeed'), failing('listMyCalendarImports')),
};
