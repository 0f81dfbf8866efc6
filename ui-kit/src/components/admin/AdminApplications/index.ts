export { AdminApplications } from './AdminApplications.js';
export { CHECK_ITEMS } from './VerificationChecklist.js';
