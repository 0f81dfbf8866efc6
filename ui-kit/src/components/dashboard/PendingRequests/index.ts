export { PendingRequests } from './PendingRequests.js';
