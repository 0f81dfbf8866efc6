export { ApplicationStatus, type ApplicationStatusProps } from './ApplicationStatus.js';
