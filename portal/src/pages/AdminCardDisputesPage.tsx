import { AdminCardDisputes } from '@expertbridge/ui-kit';

export default AdminCardDisputes;
