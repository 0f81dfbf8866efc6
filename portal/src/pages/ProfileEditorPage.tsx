import { ExpertProfileEditor } from '@expertbridge/ui-kit';

export default ExpertProfileEditor;
