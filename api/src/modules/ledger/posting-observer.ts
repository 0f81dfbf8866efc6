// What the ledger tells whoever records its postings (the documents module issues receipts, credit notes and
// payout papers from them). Declared here so that the ledger depends on no observer: the composition roots hand
// theirs to the repositories that post, which cannot be built without one.
import type { Currency } from '@expertbridge/workflows';
import type { Transaction } from '../../platform/db.js';
import type { Movement } from './ledger.js';

/** One posting as it was written: its id, its consultation, its currency and memo, its non-zero movements. */
export interface Posted {
  postingId: string;
  consultationId: string;
  currency: Currency;
  memo: string;
  movements: readonly Movement[];
}

/**
 * Called by `post()` inside the posting's transaction, after its entries and the ledger's invariants: what it
 * writes commits with the posting, and a failure of it rolls the posting back.
 */
export type PostingObserver = (trx: Transaction, posting: Posted) => Promise<void>;
