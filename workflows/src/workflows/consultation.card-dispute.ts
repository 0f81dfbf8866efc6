// The consultation workflow's side of a card dispute (card-dispute.workflow.ts runs the dispute itself): while one
// is open the payout waits, and a lost one has taken what it withdrew from escrow, now the client's through their
// bank. A consultation paid out before the dispute has nothing to wait for; its dispute reverses the payout.
import { condition, setHandler } from '@temporalio/workflow';
import { cardDisputeSignal } from '../card-disputes.js';
import { inEscrow, recordRefund } from '../rules/escrow.js';
import type { ConsultationState } from './consultation.state.js';

/** Marks the payout's wait for open card disputes, which consultations started before it never had. */
export const CARD_DISPUTE_HOLD = 'card-dispute-hold';

export interface CardDisputeHold {
  /** Resolves once no card dispute of the consultation is open. */
  settled(): Promise<void>;
}

/** Registers the card dispute signal on the consultation's workflow. */
export function registerCardDisputes(lc: ConsultationState): CardDisputeHold {
  const open = new Set<string>();
  const closed = new Set<string>();
  setHandler(cardDisputeSignal, (notice) => {
    if (notice.open) {
      // A repeated opening after the close (signals are delivered at least once) changes nothing.
      if (!closed.has(notice.disputeId)) open.add(notice.disputeId);
      return;
    }
    if (closed.has(notice.disputeId)) return;
    open.delete(notice.disputeId);
    closed.add(notice.disputeId);
    const lost = notice.outcome === 'lost' ? Math.min(notice.fromEscrow, inEscrow(lc.money)) : 0;
    if (lost > 0) {
      lc.money = recordRefund(lc.money, lost);
      lc.changed();
    }
  });
  return { settled: () => condition(() => open.size === 0) };
}
