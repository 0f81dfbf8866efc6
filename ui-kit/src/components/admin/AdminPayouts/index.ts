export { AdminPayouts } from './AdminPayouts.js';
