/**
 * Every kind of event the service records (acquisition-v1.md, "Events"). Clients must accept
 * kinds they do not know: the list only grows.
 */
export const EVENT_KINDS = [
  'title.added',
  'title.changed',
  'title.removed',
  'version.requested',
  'version.withdrawn',
  'version.state_changed',
  'search.started',
  'search.finished',
  'release.grabbed',
  'download.stuck',
  'download.failed',
  'download.completed',
  'file.imported',
  'file.upgraded',
  'file.deleted',
  'file.restored',
  'health.changed',
  'pairing.requested',
  'pairing.confirmed',
] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

export function isEventKind(kind: string): kind is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(kind);
}

/** One entry of the event log, exactly as the API, the stream and webhooks carry it. */
export interface ServiceEvent {
  /** Running number: 1, 2, 3 ... without gaps. */
  id: number;
  kind: string;
  /** ISO-8601 UTC time of the change. */
  at: string;
  data: Record<string, unknown>;
}
