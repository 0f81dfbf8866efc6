export { BookingDialog, type BookingDialogProps } from './BookingDialog.js';
