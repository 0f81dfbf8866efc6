// Mocked activities: plain functions that record each call, so tests assert what the workflow asked
// the API to do, how often, and with which step keys. A test may make one fail for good.
import { ApplicationFailure } from '@temporalio/common';
import type { StepInput } from '../../src/activities.js';
import type { WorkerActivities } from '../../src/worker.js';

/** An activity's name. */
export type ActivityName = keyof WorkerActivities;

/** One recorded activity call. */
export interface RecordedCall {
  name: ActivityName;
  input: StepInput & Record<string, unknown>;
  /** When the call started (epoch ms). */
  at: number;
}

// A record (not a list) so the compiler insists that every activity of the interface is mocked.
const ACTIVITY_NAMES: Record<ActivityName, true> = {
  markPaid: true,
  confirmConsultation: true,
  startConsultation: true,
  completeConsultation: true,
  cancelConsultation: true,
  rescheduleConsultation: true,
  recordRescheduleProposal: true,
  refundPayment: true,
  payoutExpert: true,
  checkPayoutAccount: true,
  notify: true,
  sendCompletionReminder: true,
  recordDispute: true,
  resolveDispute: true,
  deliverPartnerWebhook: true,
  failPartnerWebhook: true,
  reconcilePayments: true,
  withdrawCardDisputeFunds: true,
  reverseCardDisputePayout: true,
  submitCardDisputeEvidence: true,
  settleCardDispute: true,
  refreshCalendarImport: true,
  listCalendarImportIds: true,
  issueMonthlyStatements: true,
};

/** Records every call of every activity, across consultations. */
export class ActivityRecorder {
  readonly calls: RecordedCall[] = [];
  readonly activities: WorkerActivities;
  private readonly permanentFailures = new Map<string, string>();
  private readonly gates = new Map<string, Promise<void>>();

  constructor() {
    const entries = Object.keys(ACTIVITY_NAMES).map((name) => [
      name,
      async (input: RecordedCall['input']) => this.record(name as ActivityName, input),
    ]);
    this.activities = Object.fromEntries(entries) as WorkerActivities;
  }

  /** What checkPayoutAccount answers per consultation: `ready` unless a test says otherwise. */
  readonly payoutAccountStatus = new Map<string, string>();

  private async record(name: ActivityName, input: RecordedCall['input']): Promise<unknown> {
    this.calls.push({ name, input, at: Date.now() });
    await this.gates.get(`${input.consultationId}:${name}`);
    const failureType = this.permanentFailures.get(`${input.consultationId}:${name}`);
    if (failureType) {
      throw ApplicationFailure.create({
        type: failureType,
        message: `${name} refused`,
        nonRetryable: true,
      });
    }
    if (name !== 'checkPayoutAccount') return undefined;
    return { status: this.payoutAccountStatus.get(input.consultationId) ?? 'ready' };
  }

  /** Makes every call of `name` for this consultation fail with a non-retryable failure of `type`. */
  failPermanently(consultationId: string, name: ActivityName, type: string): void {
    this.permanentFailures.set(`${consultationId}:${name}`, type);
  }

  /** Makes calls of `name` for this consultation wait until the returned function is called. */
  hold(consultationId: string, name: ActivityName): () => void {
    let release = () => {};
    this.gates.set(
      `${consultationId}:${name}`,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => release();
  }

  /** The calls for one consultation, optionally of one activity, in call order. */
  callsFor(consultationId: string, name?: ActivityName): RecordedCall[] {
    return this.calls.filter(
      (call) => call.input.consultationId === consultationId && (!name || call.name === name),
    );
  }
}
