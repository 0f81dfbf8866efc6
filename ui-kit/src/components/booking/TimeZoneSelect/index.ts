export { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect.js';
export { BOOKING_ZONES, initialZone } from './timeZones.js';
