export { NeedHelp, type NeedHelpProps } from './NeedHelp.js';
