export * from './WidgetBooking.js';
export { calendarFile } from './calendarFile.js';
export type { BookingMemory, BookingMove } from './useFollowedBookings.js';
export { BOOKING_ZONES } from './timeZones.js';
