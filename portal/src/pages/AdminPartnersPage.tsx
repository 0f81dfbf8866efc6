import { AdminPartners } from '@expertbridge/ui-kit';

export default AdminPartners;
