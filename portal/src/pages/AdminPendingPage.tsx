import { AdminOverdue } from '@expertbridge/ui-kit';

export default AdminOverdue;
