export { DashboardPage, type DashboardPageProps, type DashboardTab } from './DashboardPage.js';
