export { AdminRevenue } from './AdminRevenue.js';
