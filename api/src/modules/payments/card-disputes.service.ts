// The admins' view of card disputes (chargebacks): the open ones by deadline with the money at stake and the
// evidence, and sending the evidence early with an admin's words (the dispute's workflow sends it).
import type { components } from '@expertbridge/sdk';
import { CARD_DISPUTE_FEE } from '../consultations/card-dispute-activities.js';
import { AppError } from '../../platform/errors.js';
import type { CardDisputeClient } from './card-dispute-client.js';
import type { CardDisputeRow, CardDisputesRepository } from './card-disputes.repository.js';

type CardDispute = components['schemas']['CardDispute'];

/** At most this many open disputes are listed: more would be an incident, not a queue. */
const LIST_LIMIT = 100;

function toCardDispute(row: CardDisputeRow & { title: string }): CardDispute {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    consultationId: row.consultation_id,
    consultationTitle: row.title,
    status: row.status,
    reason: row.reason,
    disputed: money(row.amount),
    fee: money(CARD_DISPUTE_FEE[row.currency]),
    fromEscrow: money(row.from_escrow),
    reversed: money(row.reversed_amount),
    owedByExpert: money(row.owed_by_expert),
    evidenceDueBy: row.evidence_due_by?.toISOString() ?? null,
    evidence: (row.evidence as Record<string, string> | null) ?? null,
    evidenceSubmittedAt: row.evidence_submitted_at?.toISOString() ?? null,
    adminNote: row.admin_note,
    openedAt: row.created_at.toISOString(),
  };
}

export type CardDisputesService = ReturnType<typeof createCardDisputesService>;

export function createCardDisputesService(deps: {
  repository: CardDisputesRepository;
  client: CardDisputeClient;
}) {
  const { repository, client } = deps;
  return {
    /** Open card disputes, the nearest evidence deadline first. */
    async listOpen(): Promise<{ items: CardDispute[] }> {
      return { items: (await repository.listOpen(LIST_LIMIT)).map(toCardDispute) };
    },

    /** Keeps the admin's note and has the dispute's workflow send the evidence now. */
    async submit(id: string, note: string): Promise<CardDispute> {
      const row = await repository.findWithTitle(id);
      if (!row) throw AppError.notFound('Card dispute not found');
      if (row.closed_at || row.evidence_submitted_at) {
        throw AppError.conflict(
          'invalid_state',
          'The evidence for this card dispute has been sent or the dispute is closed',
        );
      }
      if (!(await repository.saveNote(id, note))) {
        throw AppError.conflict(
          'invalid_state',
          'The evidence for this card dispute has been sent',
        );
      }
      await client.submitNow(id, note);
      return toCardDispute({ ...row, admin_note: note });
    },
  };
}
