export { HelpCenter, type HelpCenterProps } from './HelpCenter.js';
