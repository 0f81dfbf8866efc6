export { ExpertDashboard } from './ExpertDashboard.js';
export { RECENT_SHOWN } from './RecentConsultations.js';
