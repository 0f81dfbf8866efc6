export { StatusBadge, type ConsultationStatus } from './StatusBadge.js';
