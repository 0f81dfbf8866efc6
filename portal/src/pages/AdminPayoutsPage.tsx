import { AdminPayouts } from '@expertbridge/ui-kit';

export default AdminPayouts;
