// The consultation's state as the workflow holds it: what was booked, where it stands, where the money is, and the
// times that follow from them. The steps that change it (consultation.lifecycle.ts), the money steps
// (consultation.money.ts) and the snapshot (consultation.snapshot.ts) all read this one shape.
import { ApplicationFailure } from '@temporalio/workflow';
import type { CompletedBy, PaymentReceipt } from '../activities.js';
import { LifecycleFailureType } from '../failures.js';
import { resolveLifecycleConfig, type LifecycleConfig } from '../lifecycle-config.js';
import * as escrow from '../rules/escrow.js';
import { isCurrency } from '../rules/pricing.js';
import { endOf, responseDeadline } from '../rules/schedule.js';
import { Compensations } from './compensations.js';
import type {
  ConsultationStatus,
  ConsultationWorkflowInput,
  LifecycleState,
} from './consultation.messages.js';
import { SerialSections } from './serial-sections.js';
import { workflowNow } from './workflow-time.js';

function validatedInput(input: ConsultationWorkflowInput): LifecycleConfig {
  const { price, startsAt, durationMinutes } = input;
  const invalid = (message: string) =>
    ApplicationFailure.create({ type: LifecycleFailureType.InvalidArgument, message });
  if (Number.isNaN(Date.parse(startsAt))) throw invalid(`startsAt is not a date: ${startsAt}`);
  if (!Number.isSafeInteger(durationMinutes) || durationMinutes <= 0) {
    throw invalid(`durationMinutes must be a positive integer, got ${durationMinutes}`);
  }
  if (!isCurrency(price.currency) || price.platformFee + price.expertShare !== price.total) {
    throw invalid('price must be in NZD or AUD and its fee and share must add up to its total');
  }
  try {
    return resolveLifecycleConfig(input.config);
  } catch (error) {
    throw invalid((error as Error).message);
  }
}

/** A new start one party proposed; epoch milliseconds. */
export interface RescheduleProposal {
  by: 'client' | 'expert';
  startsAt: number;
  message: string | null;
  proposedAt: number;
  expiresAt: number;
}

/** One consultation's state; `ConsultationLifecycle` adds the steps that change it. */
export class ConsultationState {
  readonly input: ConsultationWorkflowInput;
  readonly config: LifecycleConfig;
  readonly serial = new SerialSections();
  readonly compensations = new Compensations();
  readonly bookedAt = workflowNow();
  status: ConsultationStatus;
  startsAt: number;
  /** Bumped by every change, so waits can tell that the plan must be recomputed. */
  version = 0;
  rescheduleCount = 0;
  /** The open proposal of a new time (consultation.reschedule.ts), and how many were made (for step keys). */
  proposal?: RescheduleProposal;
  proposals = 0;
  /** Whether the watch that lapses proposals runs (started with the first proposal). */
  watchingProposals = false;
  /** When the current schedule became confirmed (confirmation or reschedule). */
  scheduleSince = 0;
  money: escrow.MoneyState;
  receivedPayment?: PaymentReceipt;
  paidAt?: number;
  startedAt?: number;
  completion?: { at: number; by: CompletedBy };
  cancellation?: LifecycleState['cancellation'] & object;
  dispute?: LifecycleState['dispute'] & object;
  holdEnded = false;
  needsAttention?: LifecycleState['needsAttention'];
  /** While the payout waits for the expert's payout account: its last known status. */
  payoutWaitingForAccount?: LifecycleState['payoutWaitingForAccount'];
  /** Bumped by each `payoutAccountReady` signal, so the wait for the account looks again. */
  payoutAccountSignals = 0;
  /** How many reminders admins have sent from the overdue page (each gets its own step key). */
  adminReminders = 0;
  /** Charges that never entered escrow, to be refunded as they are. */
  readonly strayPayments: { receipt: PaymentReceipt; refunded: boolean }[] = [];
  /** Step keys of the reminders and notifications already sent. */
  readonly sent = new Set<string>();

  constructor(input: ConsultationWorkflowInput) {
    this.config = validatedInput(input);
    this.input = input;
    this.startsAt = Date.parse(input.startsAt);
    this.money = escrow.unpaid(input.price);
    // A Quick Consultation costs nothing: there is no payment to wait for.
    this.status = input.price.total > 0 ? 'pending_payment' : 'pending';
    if (input.price.total === 0) this.paidAt = this.bookedAt;
  }

  get endsAt(): number {
    return endOf(this.startsAt, this.input.durationMinutes);
  }
  get paymentDueAt(): number {
    return this.bookedAt + this.config.paymentWindowMs;
  }
  get responseDueAt(): number {
    return responseDeadline(
      this.paidAt ?? this.bookedAt,
      this.startsAt,
      this.config.expertResponseWindowMs,
    );
  }
  get escrowReleaseAt(): number | undefined {
    return this.completion && this.completion.at + this.config.escrowHoldMs;
  }

  /** The consultation id and step key every activity receives. */
  step(stepKey: string) {
    return { consultationId: this.input.consultationId, stepKey };
  }

  /** Marks a change, waking the waits that plan from the state. */
  changed(): void {
    this.version += 1;
  }
}
