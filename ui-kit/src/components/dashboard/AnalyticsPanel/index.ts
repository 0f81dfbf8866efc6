export { AnalyticsPanel, ANALYTICS_MONTHS } from './AnalyticsPanel.js';
