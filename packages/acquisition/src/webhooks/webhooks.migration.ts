import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated } from 'kysely';

/** Webhook targets the owner sets, and the outbox: one delivery row per target per event. */
export const webhooksMigration: ServiceMigration = {
  async up(db, engine) {
    await idColumn(db.schema.createTable('webhook_targets'), engine)
      .addColumn('url', 'text', (c) => c.notNull())
      // The HMAC key must be read back to sign, so it is sealed (SecretBox), never hashed.
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      // JSON array of event kinds, or null for every kind.
      .addColumn('kinds', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('target_id', bigintType(engine), (c) => c.notNull().references('webhook_targets.id').onDelete('cascade'))
      .addColumn('event_id', bigintType(engine), (c) => c.notNull())
      .addColumn('event_kind', 'text', (c) => c.notNull())
      // The exact bytes sent on every attempt.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_http_status', 'integer')
      .addColumn('last_duration_ms', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_by_target')
      .on('webhook_deliveries')
      .columns(['target_id', 'event_id'])
      .execute();
  },
};

export type DeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed';

export interface WebhooksTables {
  webhook_targets: {
    id: Generated<number>;
    url: string;
    secret_sealed: string;
    kinds: string | null;
    enabled: number;
    created_at: string;
    updated_at: string;
  };
  webhook_deliveries: {
    id: string;
    target_id: number;
    event_id: number;
    event_kind: string;
    body: string;
    status: DeliveryStatus;
    attempts: number;
    next_attempt_at: string | null;
    last_attempt_at: string | null;
    last_http_status: number | null;
    last_duration_ms: number | null;
    last_error: string | null;
    created_at: string;
    finished_at: string | null;
  };
}
