export * from './WidgetBooking.js';
export { calendarFile } from './calendarFile.js';
export type { BookingMove } from './useFollowedBooking.js';
