import type { Knex } from 'knex';

/** Accounts, sessions, identities, the expert catalogue with its review process, reviews and favourites. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('password_hash');
    t.text('profile_image_url');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');
  await knex.raw(`ALTER TABLE users
    ADD CONSTRAINT users_email_shape CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254 AND position('@' in email) > 1),
    ADD CONSTRAINT users_first_name_length CHECK (length(first_name) BETWEEN 1 AND 100),
    ADD CONSTRAINT users_last_name_length CHECK (length(last_name) BETWEEN 1 AND 100)`);

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('user_agent');
    t.text('ip');
    t.index(['user_id']);
  });

  await knex.schema.createTable('identities', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('issuer').notNullable();
    t.text('subject').notNullable();
    t.text('email');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['issuer', 'subject']);
    t.index(['user_id']);
  });

  // Short-lived state of an OpenID Connect sign-in between the redirect and the callback.
  await knex.schema.createTable('oidc_logins', (t) => {
    t.text('state').primary();
    t.text('code_verifier').notNullable();
    t.text('nonce').notNullable();
    t.text('return_to').notNullable().defaultTo('/');
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['key', 'window_start']);
  });

  await knex.schema.createTable('categories', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable().unique();
    t.text('description').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('experts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.integer('category_id').notNullable().references('categories.id');
    t.text('title').notNullable();
    t.text('bio').notNullable();
    t.text('experience').notNullable();
    t.text('qualifications').notNullable();
    t.integer('hourly_rate_amount').notNullable();
    t.text('currency').notNullable();
    t.text('location');
    t.specificType('languages', 'text[]').notNullable().defaultTo(knex.raw(`'{English}'`));
    t.specificType('service_countries', 'text[]').notNullable().defaultTo(knex.raw(`'{}'`));
    t.specificType('consultation_methods', 'text[]')
      .notNullable()
      .defaultTo(knex.raw(`'{chat,video}'`));
    t.text('availability');
    t.text('time_zone').notNullable().defaultTo('Pacific/Auckland');
    t.text('response_time').notNullable().defaultTo('2h');
    t.text('status').notNullable().defaultTo('pending');
    t.text('application_source').notNullable();
    t.text('rejection_reason');
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('reviewed_at', { useTz: true });
    t.uuid('reviewed_by').references('users.id').onDelete('SET NULL');
    t.decimal('average_rating', 3, 2).notNullable().defaultTo(0);
    t.integer('total_reviews').notNullable().defaultTo(0);
    t.text('stripe_account_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE experts
    ADD CONSTRAINT experts_status CHECK (status IN ('pending', 'approved', 'rejected')),
    ADD CONSTRAINT experts_application_source CHECK (application_source IN ('wizard', 'registration', 'seed')),
    ADD CONSTRAINT experts_currency CHECK (currency IN ('NZD', 'AUD')),
    ADD CONSTRAINT experts_hourly_rate CHECK (hourly_rate_amount > 0 AND hourly_rate_amount <= 10000000),
    ADD CONSTRAINT experts_service_countries CHECK (service_countries <@ ARRAY['NZ', 'AU']::text[]),
    ADD CONSTRAINT experts_consultation_methods CHECK (consultation_methods <@ ARRAY['chat', 'video']::text[]),
    ADD CONSTRAINT experts_average_rating CHECK (average_rating BETWEEN 0 AND 5),
    ADD CONSTRAINT experts_total_reviews CHECK (total_reviews >= 0),
    ADD CONSTRAINT experts_title_length CHECK (length(title) BETWEEN 1 AND 200),
    ADD CONSTRAINT experts_bio_length CHECK (length(bio) BETWEEN 1 AND 5000),
    ADD CONSTRAINT experts_rejection CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)`);
  await knex.raw(
    `CREATE INDEX experts_approved_rating ON experts (average_rating DESC, id) WHERE status = 'approved'`,
  );
  await knex.raw(
    `CREATE INDEX experts_approved_category ON experts (category_id) WHERE status = 'approved'`,
  );
  await knex.raw(`CREATE INDEX experts_status_submitted ON experts (status, submitted_at)`);
  await knex.raw(`CREATE INDEX experts_title_trgm ON experts USING gin (title gin_trgm_ops)`);
  await knex.raw(`CREATE INDEX experts_bio_trgm ON experts USING gin (bio gin_trgm_ops)`);
  await knex.raw(`CREATE INDEX experts_location_trgm ON experts USING gin (location gin_trgm_ops)`);
  await knex.raw(
    `CREATE INDEX users_name_trgm ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
  );

  await knex.schema.createTable('expert_verification_checks', (t) => {
    t.uuid('expert_id').notNullable().references('experts.id').onDelete('CASCADE');
    t.text('item').notNullable();
    t.text('outcome').notNullable();
    t.text('note');
    t.uuid('checked_by').references('users.id').onDelete('SET NULL');
    t.timestamp('checked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['expert_id', 'item']);
  });
  await knex.raw(`ALTER TABLE expert_verification_checks
    ADD CONSTRAINT verification_item CHECK (item IN ('licence_or_certification', 'photo_id', 'proof_of_experience', 'indemnity_insurance', 'background_check')),
    ADD CONSTRAINT verification_outcome CHECK (outcome IN ('verified', 'not_applicable', 'failed'))`);

  await knex.schema.createTable('reviews', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('expert_id').notNullable().references('experts.id').onDelete('CASCADE');
    t.uuid('client_id').references('users.id').onDelete('SET NULL');
    t.uuid('consultation_id').unique();
    t.smallint('rating').notNullable();
    t.text('comment');
    t.boolean('is_public').notNullable().defaultTo(true);
    t.text('expert_response');
    t.timestamp('responded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expert_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE reviews
    ADD CONSTRAINT reviews_rating CHECK (rating BETWEEN 1 AND 5),
    ADD CONSTRAINT reviews_comment_length CHECK (comment IS NULL OR length(comment) <= 2000)`);

  await knex.schema.createTable('favorites', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('expert_id').notNullable().references('experts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'expert_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'favorites',
    'reviews',
    'expert_verification_checks',
    'experts',
    'categories',
    'rate_limit_hits',
    'oidc_logins',
    'identities',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
