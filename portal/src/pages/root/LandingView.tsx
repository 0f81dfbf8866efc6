import { LandingPage } from '@expertbridge/ui-kit';

export default LandingPage;
