import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DeliveryStatus, WebhooksTables } from './webhooks.migration.ts';

export type TargetRow = Selectable<WebhooksTables['webhook_targets']>;
export type DeliveryRow = Selectable<WebhooksTables['webhook_deliveries']>;
export type NewDelivery = Insertable<WebhooksTables['webhook_deliveries']>;

/** SQL of webhook targets and their deliveries; one query per method. */
export class WebhooksRepository {
  constructor(private readonly db: Kysely<WebhooksTables>) {}

  async insertTarget(row: Insertable<WebhooksTables['webhook_targets']>): Promise<number> {
    const { id } = await this.db.insertInto('webhook_targets').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  getTarget(id: number): Promise<TargetRow | undefined> {
    return this.db.selectFrom('webhook_targets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listTargets(): Promise<TargetRow[]> {
    return this.db.selectFrom('webhook_targets').selectAll().orderBy('id').execute();
  }

  async updateTarget(id: number, changes: Updateable<WebhooksTables['webhook_targets']>): Promise<boolean> {
    const result = await this.db.updateTable('webhook_targets').set(changes).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteTarget(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('webhook_targets').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Enabled targets, read inside the event's transaction. */
  listEnabledTargets(trx: Kysely<WebhooksTables>): Promise<Pick<TargetRow, 'id' | 'kinds'>[]> {
    return trx.selectFrom('webhook_targets').select(['id', 'kinds']).where('enabled', '=', 1).execute();
  }

  async insertDeliveries(trx: Kysely<WebhooksTables>, rows: NewDelivery[]): Promise<void> {
    await trx.insertInto('webhook_deliveries').values(rows).execute();
  }

  /** Targets that have a delivery due now. */
  async listTargetsWithDue(now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select('target_id')
      .distinct()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .execute();
    return rows.map((row) => Number(row.target_id));
  }

  /** The target's delivery to send next: oldest due first, so a receiver gets events in order. */
  nextDue(targetId: number, now: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('target_id', '=', targetId)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('event_id')
      .limit(1)
      .executeTakeFirst();
  }

  /** Takes a due delivery for one attempt; false when another worker took it first. */
  async claim(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'delivering', last_attempt_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async recordAttempt(
    id: string,
    outcome: {
      status: DeliveryStatus;
      attempts: number;
      next_attempt_at: string | null;
      last_http_status: number | null;
      last_duration_ms: number;
      last_error: string | null;
      finished_at: string | null;
    },
  ): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set(outcome).where('id', '=', id).execute();
  }

  /** Attempts a stopped process left half-done go back to the queue. */
  async requeueInterrupted(): Promise<number> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending' })
      .where('status', '=', 'delivering')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  listDeliveries(targetId: number, options: { before?: number | undefined; status?: DeliveryStatus | undefined; limit: number }) {
    let query = this.db.selectFrom('webhook_deliveries').selectAll().where('target_id', '=', targetId);
    if (options.before !== undefined) query = query.where('event_id', '<', options.before);
    if (options.status) query = query.where('status', '=', options.status);
    return query.orderBy('event_id', 'desc').limit(options.limit).execute();
  }

  getDelivery(targetId: number, id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('target_id', '=', targetId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Removes finished deliveries of the given status that ended before `before`. */
  async deleteFinishedBefore(status: 'delivered' | 'failed', before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('webhook_deliveries')
      .where('status', '=', status)
      .where('finished_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async requeueFailed(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, attempts: 0, finished_at: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
