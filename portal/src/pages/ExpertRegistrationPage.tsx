import { ExpertRegistrationForm } from '@expertbridge/ui-kit';

export default ExpertRegistrationForm;
