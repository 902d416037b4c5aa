import type { Clock } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';
import { NotificationsRepository, type NotificationRow } from './notifications.repository.ts';
import type { NotificationRecord, NotificationType } from './notifications.schemas.ts';

export interface NewNotification {
  type: NotificationType;
  /** Stable key the clients translate (`request.pending`, ...); never a sentence. */
  messageKey: string;
  messageTitle?: string | null;
  season?: number | null;
  episodes?: number[] | null;
  requestId?: number | null;
  ticketId?: number | null;
  /** Where in the app the notification leads (`/requests/12`). */
  ziel: string;
}

/** Called after a notification is stored, e.g. to hand it to the account's confirmed callbacks. */
export type NotificationListener = (accountId: number, notification: NotificationRecord) => Promise<void>;

/** Notifications stored per account (seed 001 part 6.1): the list the account sees. */
export class NotificationsService {
  private readonly repository: NotificationsRepository;
  private readonly listeners: NotificationListener[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: { db: Kysely<RequestsDb>; clock: Clock }) {
    this.repository = new NotificationsRepository(deps.db);
  }

  onCreated(listener: NotificationListener): void {
    this.listeners.push(listener);
  }

  /** Stores the notification for every given account; listeners run without holding up the caller. */
  async notify(accountIds: readonly number[], notification: NewNotification): Promise<void> {
    const createdAt = this.deps.clock.now().toISOString();
    for (const accountId of new Set(accountIds)) {
      const row = await this.repository.insert({
        account_id: accountId,
        type: notification.type,
        message_key: notification.messageKey,
        message_title: notification.messageTitle ?? null,
        season: notification.season ?? null,
        episodes: notification.episodes ? JSON.stringify(notification.episodes) : null,
        request_id: notification.requestId ?? null,
        ticket_id: notification.ticketId ?? null,
        is_read: 0,
        created_at: createdAt,
        ziel: notification.ziel,
      });
      const record = toNotificationRecord(row);
      for (const listener of this.listeners) this.track(listener(accountId, record));
    }
  }

  async unreadCount(accountId: number): Promise<number> {
    return this.repository.countUnread(accountId);
  }

  async list(accountId: number, limit = 50): Promise<NotificationRecord[]> {
    return (await this.repository.listForAccount(accountId, limit)).map(toNotificationRecord);
  }

  /** Waits for deliveries still under way (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch(() => undefined).finally(() => this.pending.delete(guarded));
    this.pending.add(guarded);
  }
}

export function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: Number(row.id),
    type: row.type,
    message_key: row.message_key,
    message_title: row.message_title,
    season: row.season,
    episodes: row.episodes ? (JSON.parse(row.episodes) as number[]) : null,
    request_id: row.request_id === null ? null : Number(row.request_id),
    ticket_id: row.ticket_id === null ? null : Number(row.ticket_id),
    is_read: row.is_read === 1,
    created_at: row.created_at,
    ziel: row.ziel,
  };
}
