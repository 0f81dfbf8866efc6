export * from './WidgetBooking.js';
export { calendarFile } from './calendarFile.js';
export type { BookingMemory, BookingMove } from './useFollowedBookings.js';
