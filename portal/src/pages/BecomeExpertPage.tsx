import { ExpertApplicationWizard } from '@expertbridge/ui-kit';

export default ExpertApplicationWizard;
