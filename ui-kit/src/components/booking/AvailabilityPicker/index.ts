export {
  AvailabilityPicker,
  DEFAULT_DURATION,
  DEFAULT_START_HOUR,
  DURATIONS,
  EMPTY_SELECTION,
  type AvailabilityPickerProps,
  type BookingSelection,
} from './AvailabilityPicker.js';
