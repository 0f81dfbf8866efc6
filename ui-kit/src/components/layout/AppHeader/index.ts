export { AppHeader, type AppHeaderProps } from './AppHeader.js';
