export {
  LegalDisclaimerDialog,
  needsLegalDisclaimer,
  type LegalDisclaimerDialogProps,
} from './LegalDisclaimerDialog.js';
