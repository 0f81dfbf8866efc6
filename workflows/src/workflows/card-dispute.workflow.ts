// One card dispute from the bank's first word to its decision: the money withdrawn and the payout held or reversed,
// the evidence sent before the deadline (or when an admin sends it early), then the funds back or lost.
import {
  condition,
  getExternalWorkflowHandle,
  isCancellation,
  proxyActivities,
  setHandler,
  TemporalFailure,
} from '@temporalio/workflow';
import { MONEY_ACTIVITY_OPTIONS } from '../activity-options.js';
import {
  CARD_DISPUTE_EVIDENCE_MARGIN_MS,
  cardDisputeOutcome,
  cardDisputeSignal,
  cardDisputeSubmitSignal,
  cardDisputeUpdateSignal,
  type CardDisputeActivities,
  type CardDisputeNotice,
  type CardDisputeUpdate,
  type CardDisputeWorkflowInput,
} from '../card-disputes.js';
import { consultationWorkflowId } from './consultation.messages.js';
import { workflowNow } from './workflow-time.js';

// Every step calls the provider or posts to the ledger: retried without limit, each under its idempotency key.
const money = proxyActivities<CardDisputeActivities>(MONEY_ACTIVITY_OPTIONS);

/** Tells the consultation's workflow, if it still runs; one that ended long ago has no payout left to hold. */
async function tellConsultation(consultationId: string, notice: CardDisputeNotice) {
  try {
    await getExternalWorkflowHandle(consultationWorkflowId(consultationId)).signal(
      cardDisputeSignal,
      notice,
    );
  } catch (error) {
    // Not found (ended, or never started): the signal has no one to reach.
    if (!(error instanceof TemporalFailure) || isCancellation(error)) throw error;
  }
}

/** Handles one card dispute; answers how it ended. */
export async function cardDisputeWorkflow(input: CardDisputeWorkflowInput): Promise<string> {
  const { disputeId, consultationId } = input;
  let latest: CardDisputeUpdate | undefined;
  let submitNote: string | null | undefined;
  setHandler(cardDisputeUpdateSignal, (update) => {
    // A closed dispute stays closed, whatever order the provider's events arrive in.
    if (!latest || !cardDisputeOutcome(latest.status)) latest = update;
  });
  setHandler(cardDisputeSubmitSignal, ({ note }) => {
    submitNote ??= note;
  });
  const step = (stepKey: string) => ({ disputeId, consultationId, stepKey });
  const closed = () => latest !== undefined && cardDisputeOutcome(latest.status) !== undefined;

  await condition(() => latest !== undefined);
  // The payout waits first, so that no transfer races the withdrawal below.
  await tellConsultation(consultationId, { disputeId, open: true, fromEscrow: 0 });
  const { fromEscrow } = await money.withdrawCardDisputeFunds({
    ...step('withdrawn'),
    amount: input.amount,
  });
  const { reversed, owed } = await money.reverseCardDisputePayout({
    ...step('reversal'),
    amount: input.amount - fromEscrow,
  });

  if (!closed() && !latest?.evidenceSubmitted && latest?.evidenceDueBy) {
    const sendAt = Date.parse(latest.evidenceDueBy) - CARD_DISPUTE_EVIDENCE_MARGIN_MS;
    await condition(
      () => submitNote !== undefined || closed() || latest?.evidenceSubmitted === true,
      Math.max(sendAt - workflowNow(), 0),
    );
    if (!closed() && !latest?.evidenceSubmitted) {
      await money.submitCardDisputeEvidence({ ...step('evidence'), note: submitNote ?? null });
    }
  }

  await condition(closed);
  const outcome = cardDisputeOutcome(latest!.status)!;
  await money.settleCardDispute({ ...step('settled'), outcome, fromEscrow, reversed, owed });
  await tellConsultation(consultationId, { disputeId, open: false, outcome, fromEscrow });
  return outcome;
}
