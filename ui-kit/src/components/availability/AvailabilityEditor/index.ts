export { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor.js';
export { AvailabilityForm } from './AvailabilityForm.js';
