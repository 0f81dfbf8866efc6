export { ExpertProfileEditor, type ExpertProfileEditorProps } from './ExpertProfileEditor.js';
