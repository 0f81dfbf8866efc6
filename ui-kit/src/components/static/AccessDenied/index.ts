export { AccessDenied, type AccessDeniedProps } from './AccessDenied.js';
