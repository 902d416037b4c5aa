import { type Static, Type } from 'typebox';
import { Nullable } from '../catalog/catalog.schemas.ts';

/** Notification `type` values of seed 001 part 6. */
export const NOTIFICATION_TYPES = [
  'download_complete',
  'approved',
  'rejected',
  'cancelled',
  'request_pending',
  'feedback',
  'feedback_poor',
  'feedback_reply',
  'ticket_new',
  'ticket_reply',
  'user_imported',
  'mediaserver_reconnect',
  'storage_released',
  'storage_kept',
  'storage_deleted',
  'storage_release_requested',
  'storage_grew',
  'storage_scheduled',
  'storage_unscheduled',
  'request_deferred',
  'child_wish',
  'watch_ready',
  'watch_episodes',
  'instance_health',
  'rating_outdated',
  'request_fulfilled',
  'invitation_redeemed',
  'invitation_on_hold',
  'download_stuck',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notification record (seed 001, 2.7). */
export const NotificationRecord = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  message_key: Type.String(),
  message_title: Nullable(Type.String()),
  season: Nullable(Type.Integer()),
  episodes: Nullable(Type.Array(Type.Integer())),
  request_id: Nullable(Type.Integer()),
  ticket_id: Nullable(Type.Integer()),
  is_read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  ziel: Type.String(),
});
export type NotificationRecord = Static<typeof NotificationRecord>;
