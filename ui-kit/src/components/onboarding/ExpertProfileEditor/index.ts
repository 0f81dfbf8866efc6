export { ExpertProfileEditor } from './ExpertProfileEditor.js';
