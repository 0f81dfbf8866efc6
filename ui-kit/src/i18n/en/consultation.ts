/** Words shared by every screen that shows a consultation: its statuses. */
export const consultation = {
  'status.pending_payment': 'Payment Required',
  'status.pending': 'Pending',
  'status.confirmed': 'Confirmed',
  'status.in_progress': 'In Progress',
  'status.completed': 'Completed',
  'status.cancelled': 'Cancelled',
} as const;
