export { CalendarSync, type CalendarSyncProps } from './CalendarSync.js';
