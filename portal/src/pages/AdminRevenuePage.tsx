import { AdminRevenue } from '@expertbridge/ui-kit';

export default AdminRevenue;
