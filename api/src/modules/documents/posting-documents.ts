// The ledger's posting observer: every movement a person needs a paper for becomes a document in the posting's own
// transaction, so no payment, refund or payout is ever recorded without its document, nor a document without it.
//   client_payments → escrow           the client's receipt
//   escrow / refunds_payable / disputed_funds → refunds
//                                      a credit note referring to the consultation's receipt (when it has one)
//   expert_payable → payouts           the platform's commission invoice and the expert's payout statement
import type { Movement } from '../ledger/ledger.js';
import type { Posted, PostingObserver } from '../ledger/posting-observer.js';
import type { Transaction } from '../../platform/db.js';
import {
  commissionInvoiceContent,
  creditNoteContent,
  receiptContent,
  type ConsultationFacts,
  type PlatformDetails,
} from './document-content.js';
import { payoutStatementContent } from './statement-content.js';
import { createDocumentStatements, type DocumentStatements } from './documents.repository.js';
import { buyerDetails, supplierDetails } from './party-details.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';

/** What a posting's movements call for: the amounts of a receipt, a credit note and a payout (0: none). */
export function documentsFor(movements: readonly Movement[]): {
  receipt: number;
  refund: number;
  payout: number;
} {
  const sum = (match: (m: Movement) => boolean) =>
    movements.filter(match).reduce((total, m) => total + m.amount, 0);
  // A payment refunded in the posting that takes it in (a late or stray payment) was never receipted: only what
  // the refunds draw from money already held is credited.
  const refundedFromOutside = sum(
    (m) => m.from === 'client_payments' && (m.to === 'refunds' || m.to === 'refunds_payable'),
  );
  return {
    receipt: sum((m) => m.from === 'client_payments' && m.to === 'escrow'),
    refund: Math.max(
      0,
      sum((m) => m.to === 'refunds' && m.from !== 'client_payments') - refundedFromOutside,
    ),
    payout: sum((m) => m.from === 'expert_payable' && m.to === 'payouts'),
  };
}

function facts(row: ConsultationRow): ConsultationFacts {
  return {
    id: row.id,
    title: row.title,
    scheduledAt: row.scheduled_at,
    durationMinutes: row.duration_minutes,
    method: row.consultation_type,
    currency: row.currency,
    timeZone: row.expert_time_zone,
  };
}

/** The expert as the supplier (and the commission's recipient). */
async function supplierOf(repository: DocumentStatements, row: ConsultationRow) {
  return supplierDetails(await repository.expertTaxDetails(row.expert_id), {
    name: `${row.expert_first_name} ${row.expert_last_name}`,
    currency: row.currency,
  });
}

async function buyerOf(repository: DocumentStatements, row: ConsultationRow) {
  return buyerDetails(
    await repository.clientTaxDetails(row.client_id),
    `${row.client_first_name} ${row.client_last_name}`,
    row.client_email,
  );
}

/** Issues a posting's documents with the statements of its transaction. */
export async function issueForPosting(
  repository: DocumentStatements,
  platform: PlatformDetails,
  posting: Posted,
): Promise<void> {
  const wanted = documentsFor(posting.movements);
  if (wanted.receipt === 0 && wanted.refund === 0 && wanted.payout === 0) return;
  const row = await repository.consultation(posting.consultationId);
  if (!row) throw new Error(`consultation ${posting.consultationId} does not exist`);
  const consultation = facts(row);
  const base = {
    consultationId: row.id,
    expertId: row.expert_id,
    postingId: posting.postingId,
    period: null,
    currency: posting.currency,
  };
  if (wanted.receipt > 0) {
    const content = receiptContent({
      consultation,
      supplier: await supplierOf(repository, row),
      buyer: await buyerOf(repository, row),
      platform,
      total: wanted.receipt,
    });
    await repository.issue({
      ...base,
      kind: 'receipt',
      clientId: row.client_id,
      refersTo: null,
      content,
    });
  }
  if (wanted.refund > 0) {
    const receipt = await repository.latestReceipt(row.id);
    if (receipt) {
      const content = creditNoteContent({
        consultation,
        receipt: { number: receipt.display_number, content: receipt.content },
        platform,
        amount: wanted.refund,
      });
      await repository.issue({
        ...base,
        kind: 'credit_note',
        clientId: row.client_id,
        refersTo: receipt.id,
        content,
      });
    }
  }
  if (wanted.payout > 0)
    await issuePayoutDocuments(repository, platform, posting, row, wanted.payout);
}

async function issuePayoutDocuments(
  repository: DocumentStatements,
  platform: PlatformDetails,
  posting: Posted,
  row: ConsultationRow,
  net: number,
): Promise<void> {
  const consultation = facts(row);
  const expert = await supplierOf(repository, row);
  const base = {
    consultationId: row.id,
    expertId: row.expert_id,
    clientId: null,
    refersTo: null,
    postingId: posting.postingId,
    period: null,
    currency: posting.currency,
  };
  const balances = await repository.balances(row.id);
  const invoice = commissionInvoiceContent({
    consultation,
    expert,
    platform,
    commission: balances.platform_revenue,
  });
  const issued =
    invoice.total > 0
      ? await repository.issue({ ...base, kind: 'commission_invoice', content: invoice })
      : undefined;
  const content = payoutStatementContent({
    consultation,
    expert,
    platform,
    gross: await repository.sumOf(row.id, 'receipt'),
    refunds: await repository.sumOf(row.id, 'credit_note'),
    commission: { amount: invoice.total, gst: invoice.gst, number: issued?.number ?? 'none' },
    net,
    transferReference: row.id,
  });
  await repository.issue({ ...base, kind: 'payout_statement', content });
}

/** The observer the composition roots hand to every repository that posts to the ledger. */
export function createPostingDocuments(platform: PlatformDetails): PostingObserver {
  return (trx: Transaction, posting: Posted) =>
    issueForPosting(createDocumentStatements(trx), platform, posting);
}
