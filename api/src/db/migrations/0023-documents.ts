import type { Knex } from 'knex';

/*
 * Tax documents, owned by the documents module.
 * - `document_series`: one counter row per series (RC receipts, CN credit notes, CI commission invoices, PS payout
 *   statements, MS monthly statements). A document takes its number by bumping the row in the transaction that
 *   inserts it, so a rolled-back posting gives its number back and the series has no gaps (a database sequence
 *   would not: a sequence's values are never returned).
 * - `tax_documents`: every document issued, its content frozen as it was issued (parties, lines, totals, words);
 *   the PDF and the e-mail's HTML are rendered from it. A trigger refuses UPDATE and DELETE: a correction is a
 *   credit note, never an edit.
 * - `email_outbox.html`: the HTML body an e-mail may carry beside its text (a receipt's, a payout statement's).
 */

export const DOCUMENT_KINDS = [
  'receipt',
  'credit_note',
  'commission_invoice',
  'payout_statement',
  'monthly_statement',
] as const;

export const DOCUMENT_SERIES = ['RC', 'CN', 'CI', 'PS', 'MS'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('document_series', (t) => {
    t.text('series').primary();
    t.integer('last_number').notNullable();
  });
  await knex.raw(`ALTER TABLE document_series
    ADD CONSTRAINT document_series_last_number CHECK (last_number >= 0)`);
  await knex('document_series').insert(
    DOCUMENT_SERIES.map((series) => ({ series, last_number: 0 })),
  );

  await knex.schema.createTable('tax_documents', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('kind').notNullable();
    t.text('series').notNullable().references('document_series.series');
    t.integer('number').notNullable();
    t.text('display_number').notNullable().unique();
    t.uuid('consultation_id').references('consultations.id');
    t.uuid('expert_id').notNullable().references('experts.id');
    t.uuid('client_id').references('users.id');
    t.uuid('refers_to').references('tax_documents.id');
    t.uuid('posting_id');
    t.date('period_start');
    t.date('period_end');
    t.text('currency').notNullable();
    t.bigInteger('total').notNullable();
    t.bigInteger('gst').notNullable();
    t.jsonb('content').notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['series', 'number']);
    t.unique(['kind', 'posting_id']);
    t.unique(['expert_id', 'kind', 'period_start']);
    t.index(['consultation_id']);
    t.index(['expert_id', 'issued_at']);
    t.index(['client_id', 'issued_at']);
  });
  await knex.raw(`ALTER TABLE tax_documents
    ADD CONSTRAINT tax_documents_kind CHECK (kind IN (${DOCUMENT_KINDS.map((k) => `'${k}'`).join(', ')})),
    ADD CONSTRAINT tax_documents_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT tax_documents_number CHECK (number >= 1),
    ADD CONSTRAINT tax_documents_gst CHECK (gst >= 0),
    ADD CONSTRAINT tax_documents_period CHECK ((period_start IS NULL) = (period_end IS NULL))`);
  await knex.raw(`CREATE FUNCTION tax_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'tax document % is issued and cannot be changed; issue a credit note instead', OLD.display_number
        USING ERRCODE = 'integrity_constraint_violation';
    END $$`);
  await knex.raw(`CREATE TRIGGER tax_documents_immutable BEFORE UPDATE OR DELETE ON tax_documents
    FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable()`);
  await knex.schema.alterTable('email_outbox', (t) => {
    t.text('html');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('html');
  });
  await knex.schema.dropTable('tax_documents');
  await knex.raw('DROP FUNCTION tax_documents_immutable()');
  await knex.schema.dropTable('document_series');
}
