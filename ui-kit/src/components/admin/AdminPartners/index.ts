export { AdminPartners } from './AdminPartners.js';
