export { PerformanceSummary } from './PerformanceSummary.js';
