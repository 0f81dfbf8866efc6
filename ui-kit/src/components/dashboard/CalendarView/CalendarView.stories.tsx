import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { calendarConsultations, consultationStore } from '../../../mocks/dashboard.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { CalendarView } from './CalendarView.js';

/** Consultations around now, in every status (the Playground opens on today). */
export const store = consultationStore();
/** Consultations on fixed days around December 2026. */
export const december = consultationStore(calendarConsultations);

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
  excludeStories: ['store', 'december'],
  beforeEach: () => {
    store.reset();
    december.reset();
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
