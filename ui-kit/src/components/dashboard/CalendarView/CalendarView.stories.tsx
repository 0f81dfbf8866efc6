import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { freeStartsHandler } from '../../../mocks/availability.js';
import { busyTimes, calendarsApi } from '../../../mocks/calendars.js';
import { calendarConsultations, consultationStore } from '../../../mocks/dashboard.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { CalendarView } from './CalendarView.js';

/** Consultations around now, in every status (the Playground opens on today). */
export const store = consultationStore();
/** Consultations on fixed days around December 2026. */
export const december = consultationStore(calendarConsultations);
/** The same, the first no longer fitting the expert's hours after they changed them. */
export const changedHours = consultationStore(() =>
  calendarConsultations().map((c, i) => (i === 0 ? { ...c, outsideHours: true } : c)),
);
/** The expert's imported calendar: two busy afternoons that week. */
export const busy = calendarsApi(() => ({ feed: null, imports: [], busy: busyTimes() }));

const calendar = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, ...december.handlers] },
});
const nothing = { items: [], page: 1, pageSize: 100, total: 0 };
const inAuckland = { initialDate: '2026-12-01', timeZone: 'Pacific/Auckland' };

const meta = {
  title: 'Dashboard/CalendarView',
  component: CalendarView,
  args: inAuckland,
  parameters: calendar(session.signedIn()),
  excludeStories: ['store', 'december', 'changedHours', 'busy'],
  beforeEach: () => {
    store.reset();
    december.reset();
    changedHours.reset();
    busy.reset();
  },
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today, in the viewer's own zone. */
export const Playground: Story = {
  args: { initialDate: undefined, timeZone: undefined },
  parameters: { msw: { handlers: [...session.signedIn(), ...store.handlers] } },
};

/** December 2026 in Auckland: four on the 2nd ('+1 more'), one on the last day of November. */
export const Month: Story = {};

export const Week: Story = {
  args: { ...inAuckland, initialDate: '2026-12-02', initialView: 'week' },
};

/** An expert's calendar: their clients. */
export const Expert: Story = {
  args: { ...inAuckland, initialDate: '2026-12-02', initialView: 'week' },
  parameters: calendar(session.expert()),
};

/** The same consultations seen from London: the 10:00 am Auckland start falls on 1 December at 9:00 pm. */
export const ViewerInLondon: Story = { args: { ...inAuckland, timeZone: 'Europe/London' } };

export const EmptyPeriod: Story = {
  parameters: calendar(session.signedIn(), respond('listMyConsultations', 200, nothing)),
};

export const Loading: Story = {
  parameters: calendar(session.signedIn(), pending('listMyConsultations')),
};

export const Failed: Story = {
  parameters: calendar(session.signedIn(), failing('listMyConsultations')),
};

/** An approved expert's week: free times, imported busy times, and a consultation outside their hours. */
const approvedExpert = () => [
  ...session.expert(),
  respond('getMyExpertProfile', 200, {
    ...exampleResponse('getMyExpertProfile', 200),
    status: 'approved',
  }),
  freeStartsHandler(),
  ...busy.handlers(),
  ...changedHours.handlers,
];

export const ExpertAvailability: Story = {
  args: { ...inAuckland, initialDate: '2026-11-30', initialView: 'week' },
  parameters: { msw: { handlers: approvedExpert() } },
};

/** The same month at a glance: how many free starts each day has. */
export const ExpertAvailabilityMonth: Story = {
  parameters: { msw: { handlers: approvedExpert() } },
};
