import type { Knex } from 'knex';

/*
 * Partner webhooks, so that a partner's own systems hear of its bookings without polling.
 * - partner_events: what happened to a partner's booking, once per booking and type, with the payload as the exact
 *   JSON text every delivery of it sends (so a replay sends the same bytes, newly signed).
 * - partner_webhook_deliveries: each attempt to get an event to the partner's address, and how it went. A delivery
 *   is carried out by its own Temporal workflow; `dispatched_at` says that workflow was started, so the sweep at
 *   worker start finds the deliveries recorded while Temporal could not be reached.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partner_events', (t) => {
    t.text('id').primary();
    t.uuid('partner_id').notNullable().references('partners.id');
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['consultation_id', 'type']);
  });
  await knex.raw(`ALTER TABLE partner_events
    ADD CONSTRAINT partner_events_id_format CHECK (id ~ '^evt_[0-9a-f]{24}$'),
    ADD CONSTRAINT partner_events_type_known CHECK (type IN
      ('booking.created', 'booking.paid', 'booking.confirmed', 'booking.cancelled', 'booking.completed'))`);

  await knex.schema.createTable('partner_webhook_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('event_id').notNullable().references('partner_events.id').onDelete('CASCADE');
    t.uuid('partner_id').notNullable().references('partners.id');
    t.text('url').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('last_status_code');
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('dispatched_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.index(['partner_id', 'created_at'], 'partner_webhook_deliveries_partner_created');
    t.index(['event_id']);
  });
  await knex.raw(`ALTER TABLE partner_webhook_deliveries
    ADD CONSTRAINT partner_webhook_deliveries_status_known CHECK (status IN ('pending', 'delivered', 'failed')),
    ADD CONSTRAINT partner_webhook_deliveries_attempts_positive CHECK (attempts >= 0),
    ADD CONSTRAINT partner_webhook_deliveries_error_length CHECK (char_length(last_error) <= 500),
    ADD CONSTRAINT partner_webhook_deliveries_delivered_at CHECK ((status = 'delivered') = (delivered_at IS NOT NULL))`);
  // The sweep's question: which deliveries were never started?
  await knex.raw(`CREATE INDEX partner_webhook_deliveries_undispatched
    ON partner_webhook_deliveries (created_at) WHERE dispatched_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partner_webhook_deliveries');
  await knex.schema.dropTable('partner_events');
}
