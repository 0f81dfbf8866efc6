import { ExpertDashboard } from '@expertbridge/ui-kit';

export default ExpertDashboard;
