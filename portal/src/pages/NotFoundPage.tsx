import { NotFound } from '@expertbridge/ui-kit';

export default NotFound;
