export * from './WidgetBooking.js';
export { calendarFile } from './calendarFile.js';
export { BOOKING_ZONES } from './timeZones.js';
