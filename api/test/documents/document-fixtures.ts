// The documents' tests drive the money through the lifecycle's own activities (the worker's composition, the
// sandbox gateway's real refunds and transfers), so every document is issued by a real ledger posting; and they read
// what a person gets with pdfjs-dist, an independent PDF reader.
import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { WorkerActivities } from '@expertbridge/workflows/worker';
import { lifecycleActivitiesFor } from '../../src/composition/worker.js';
import {
  createPaymentGateway,
  type ConfiguredPaymentGateway,
} from '../../src/modules/payments/gateway/create-payment-gateway.js';
import type { SandboxPaymentGateway } from '../../src/modules/payments/gateway/sandbox-gateway.js';
import {
  insertConsultationRow,
  insertExpert,
  type ExpertRow,
} from '../helpers/consultation-rows.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

export interface DocumentsHarness {
  app: TestApp;
  gateway: ConfiguredPaymentGateway;
  activities: WorkerActivities;
}

/** The API over a fresh database, with the worker's activities built as the worker builds them. */
export async function startDocumentsHarness(
  env: Record<string, string> = {},
): Promise<DocumentsHarness> {
  const app = await startTestApp(env);
  const gateway = createPaymentGateway(app.config, app.db);
  // The activities these tests call start no workflow: a Temporal client is never used.
  const activities = lifecycleActivitiesFor({
    config: app.config,
    db: app.db,
    gateway,
    temporal: {} as Client,
  });
  return { app, gateway, activities };
}

export interface ExpertTax {
  legalName: string;
  address: string;
  country: 'NZ' | 'AU';
  gstRegistered: boolean;
  taxNumber: string | null;
}

/** A GST-registered expert in Auckland (a valid IRD number) and one in Sydney (a valid ABN). */
export const NZ_REGISTERED: ExpertTax = {
  legalName: 'Aroha Ngata',
  address: '12 Queen Street\nTāmaki Makaurau Auckland 1010',
  country: 'NZ',
  gstRegistered: true,
  taxNumber: '49091850',
};
export const AU_REGISTERED: ExpertTax = {
  legalName: 'Harbour Tax Advisory Pty Ltd',
  address: '1 Martin Place\nSydney NSW 2000',
  country: 'AU',
  gstRegistered: true,
  taxNumber: '51824753556',
};
export const NZ_UNREGISTERED: ExpertTax = {
  legalName: 'Mere Walker',
  address: '3 Cuba Street\nTe Whanganui-a-Tara Wellington 6011',
  country: 'NZ',
  gstRegistered: false,
  taxNumber: null,
};

/** An approved expert with a ready payout account, their tax details, and their currency. */
export async function insertTaxedExpert(
  h: DocumentsHarness,
  tax: ExpertTax | null,
  currency: 'NZD' | 'AUD' = 'NZD',
): Promise<ExpertRow> {
  const knex = h.app.db.knex;
  const expert = await insertExpert(knex, {
    timeZone: currency === 'AUD' ? 'Australia/Sydney' : 'Pacific/Auckland',
  });
  await knex('experts').where({ id: expert.id }).update({ currency });
  if (tax) {
    await knex('expert_tax_details').insert({
      expert_id: expert.id,
      legal_name: tax.legalName,
      address: tax.address,
      country: tax.country,
      gst_registered: tax.gstRegistered,
      tax_number: tax.taxNumber,
    });
  }
  return expert;
}

export interface PaidConsultation {
  id: string;
  clientId: string;
  total: number;
  fee: number;
  share: number;
  currency: 'NZD' | 'AUD';
}

const fee15 = (total: number) => Math.round(total * 0.15);

// Each consultation of a test file at its own time, so one expert's never overlap.
let slot = 0;
const nextStart = () => new Date(Date.now() + 7 * 86_400_000 + slot++ * 7_200_000);

/** A consultation the client has paid for through the sandbox, marked paid by the lifecycle's activity. */
export async function payForConsultation(
  h: DocumentsHarness,
  options: {
    expert: ExpertRow;
    total: number;
    currency?: 'NZD' | 'AUD';
    clientId?: string;
    clientTax?: {
      businessName: string | null;
      country: 'NZ' | 'AU' | null;
      taxNumber: string | null;
    };
  },
): Promise<PaidConsultation> {
  const knex = h.app.db.knex;
  const currency = options.currency ?? 'NZD';
  const fee = fee15(options.total);
  const id = await insertConsultationRow(knex, {
    expert: options.expert,
    status: 'pending_payment',
    amounts: [options.total, fee, options.total - fee],
    currency,
    scheduledAt: nextStart(),
    ...(options.clientId ? { clientId: options.clientId } : {}),
  });
  const { client_id: clientId } = await knex('consultations').where({ id }).first('client_id');
  if (options.clientTax) {
    await knex('client_tax_details')
      .insert({
        user_id: clientId,
        business_name: options.clientTax.businessName,
        country: options.clientTax.country,
        tax_number: options.clientTax.taxNumber,
      })
      .onConflict('user_id')
      .merge();
  }
  const sandbox = h.gateway as SandboxPaymentGateway;
  const intent = await sandbox.createPaymentIntent({
    consultationId: id,
    amount: options.total,
    currency,
    customerUserId: clientId,
    idempotencyKey: `consultation-${id}:payment-intent`,
  });
  await sandbox.confirmSandboxPayment({
    paymentIntentId: intent.id,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  await h.activities.markPaid({
    consultationId: id,
    stepKey: 'markPaid',
    payment: { paymentId: intent.id, amount: options.total, currency },
    paidAt: new Date().toISOString(),
  });
  return { id, clientId, total: options.total, fee, share: options.total - fee, currency };
}

/** Refunds part of a payment through the lifecycle's refund activity (escrow → refunds). */
export async function refund(h: DocumentsHarness, paid: PaidConsultation, amount: number) {
  await h.activities.refundPayment({
    consultationId: paid.id,
    stepKey: `refund-${randomUUID()}`,
    amount,
    currency: paid.currency,
  });
}

/** Releases escrow and pays the expert out through the lifecycle's payout activity. */
export async function payOut(
  h: DocumentsHarness,
  paid: PaidConsultation,
  split: { fee: number; share: number } = paid,
) {
  await h.activities.payoutExpert({
    consultationId: paid.id,
    stepKey: 'payoutExpert',
    platformFee: split.fee,
    expertShare: split.share,
    currency: paid.currency,
  });
}

/** A consultation's documents of a kind, as stored. */
export async function documentsOf(h: DocumentsHarness, consultationId: string, kind: string) {
  return h.app.db
    .knex('tax_documents')
    .where({ consultation_id: consultationId, kind })
    .orderBy('number')
    .select('id', 'display_number', 'total', 'gst', 'content', 'refers_to');
}

/** The text with every run of white space (line breaks too) as one space, for sentences a line may wrap. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The text of every page of a PDF, as pdfjs-dist reads it, lines joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    if (line.trim()) lines.push(line);
    pages.push(lines.map((l) => l.replace(/\s+/g, ' ').trim()).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
