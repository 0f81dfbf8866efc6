export { QuickActions } from './QuickActions.js';
