export { AdminCardDisputes } from './AdminCardDisputes.js';
