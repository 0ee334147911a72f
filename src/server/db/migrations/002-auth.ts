import { sql, type Kysely } from 'kysely';

/** OTP codes, rate-limit events and locks, paid access, payments and webhook de-duplication. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_codes')
    .addColumn('phone_number', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_events_kind_key_at_idx').on('auth_events').columns(['kind', 'key', 'at']).execute();
  await db.schema
    .createTable('auth_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('plan_type', 'text').execute();
  await db.schema.alterTable('users').addColumn('paid_until', 'timestamptz').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // razorpay | test | manual
    .addColumn('status', 'text', (c) => c.notNull()) // created | paid
    .addColumn('link_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('expiry_after', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_user_id_idx').on('payments').column('user_id').execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['webhook_events', 'payments', 'auth_locks', 'auth_events', 'otp_codes']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('users').dropColumn('paid_until').execute();
  await db.schema.alterTable('users').dropColumn('plan_type').execute();
}
