export { SettingsDialog } from './SettingsDialog.js';
