export * from './catalogue.js';
export { en } from './en/index.js';
export * from './I18nProvider.js';
export { ko } from './ko.js';
