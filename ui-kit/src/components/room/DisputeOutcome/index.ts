export { DisputeOutcome, type DisputeOutcomeProps } from './DisputeOutcome.js';
