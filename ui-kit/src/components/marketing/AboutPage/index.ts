export { AboutPage, type AboutPageProps } from './AboutPage.js';
