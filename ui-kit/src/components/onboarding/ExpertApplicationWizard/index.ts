export { APPLICATION_SUCCESS_PATH, ExpertApplicationWizard } from './ExpertApplicationWizard.js';
