export { ExpertPreviewDialog, type ExpertPreviewDialogProps } from './ExpertPreviewDialog.js';
