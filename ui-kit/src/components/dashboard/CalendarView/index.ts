export { CalendarView, type CalendarViewProps } from './CalendarView.js';
export type { CalendarMode } from './calendarDates.js';
