import type { Knex } from 'knex';

/*
 * The tax details the documents carry (the tax module's, which alone writes them).
 * - `expert_tax_details`: one row per expert who gave them, as the supplier of their consultations: the legal name
 *   and address on the receipts issued on their behalf, the country whose GST applies (NZ or AU), whether they are
 *   registered for GST and their tax number (the NZ GST/IRD number or the AU ABN). No row means none given yet.
 * - `client_tax_details`: one row per user who gave a business name or tax number for their receipts.
 * Tax numbers are stored as digits only: the module checks their check digits and formats them for each country; the
 * checks here only keep a row from holding what no document could print.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('expert_tax_details', (t) => {
    t.uuid('expert_id').primary().references('experts.id').onDelete('CASCADE');
    t.text('legal_name').notNullable();
    t.text('address').notNullable();
    t.text('country').notNullable();
    t.boolean('gst_registered').notNullable();
    t.text('tax_number');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE expert_tax_details
    ADD CONSTRAINT expert_tax_details_country CHECK (country IN ('NZ', 'AU')),
    ADD CONSTRAINT expert_tax_details_tax_number CHECK (tax_number ~ '^[0-9]{8,11}$'),
    ADD CONSTRAINT expert_tax_details_registered_number CHECK (NOT gst_registered OR tax_number IS NOT NULL),
    ADD CONSTRAINT expert_tax_details_lengths CHECK (
      char_length(legal_name) BETWEEN 1 AND 200 AND char_length(address) BETWEEN 1 AND 500)`);

  await knex.schema.createTable('client_tax_details', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('business_name');
    t.text('country');
    t.text('tax_number');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE client_tax_details
    ADD CONSTRAINT client_tax_details_country CHECK (country IN ('NZ', 'AU')),
    ADD CONSTRAINT client_tax_details_tax_number CHECK (tax_number ~ '^[0-9]{8,11}$'),
    ADD CONSTRAINT client_tax_details_number_country CHECK (tax_number IS NULL OR country IS NOT NULL),
    ADD CONSTRAINT client_tax_details_business_name CHECK (char_length(business_name) BETWEEN 1 AND 200)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_tax_details');
  await knex.schema.dropTable('expert_tax_details');
}
