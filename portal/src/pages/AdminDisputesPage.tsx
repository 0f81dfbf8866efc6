import { AdminDisputes } from '@expertbridge/ui-kit';

export default AdminDisputes;
