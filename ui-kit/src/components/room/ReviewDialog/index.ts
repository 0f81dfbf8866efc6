export { REVIEW_COMMENT_MAX, ReviewDialog, type ReviewDialogProps } from './ReviewDialog.js';
