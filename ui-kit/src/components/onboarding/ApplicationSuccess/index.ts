export { ApplicationSuccess, type ApplicationSuccessProps } from './ApplicationSuccess.js';
