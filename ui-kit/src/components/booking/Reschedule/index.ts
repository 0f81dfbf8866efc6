export { RescheduleBanner, type RescheduleBannerProps } from './RescheduleBanner.js';
export { RescheduleDialog, type RescheduleDialogProps } from './RescheduleDialog.js';
export { movesAtOnce, openProposal, rescheduleState } from './reschedulePolicy.js';
