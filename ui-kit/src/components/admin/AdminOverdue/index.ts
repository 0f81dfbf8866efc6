export { AdminOverdue, URGENT_DAYS } from './AdminOverdue.js';
export { AUTO_COMPLETE_DAYS } from './AutoCompleteDialog.js';
