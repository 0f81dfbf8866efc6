export { DisputeOutcome, DisputeStatusLine, type DisputeOutcomeProps } from './DisputeOutcome.js';
