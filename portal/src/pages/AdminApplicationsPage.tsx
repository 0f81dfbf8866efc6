import { AdminApplications } from '@expertbridge/ui-kit';

export default AdminApplications;
