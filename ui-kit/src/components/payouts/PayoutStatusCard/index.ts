export {
  PayoutStatusCard,
  PayoutStatusView,
  type PayoutStatusViewProps,
} from './PayoutStatusCard.js';
export { PayoutSetupButton } from './PayoutSetupButton.js';
export { PayoutWaiting } from './PayoutWaiting.js';
export {
  payoutSentence,
  payoutStatusLabel,
  type PayoutFacts,
  type PayoutStatus,
} from '../payoutWords.js';
