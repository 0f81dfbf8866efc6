export { AdminLanguageSwitch, type AdminLanguageSwitchProps } from './AdminLanguageSwitch.js';
