export { AppHeader } from './AppHeader.js';
