export { AdminDisputes } from './AdminDisputes.js';
