import { HomePage } from '@expertbridge/ui-kit';

export default HomePage;
