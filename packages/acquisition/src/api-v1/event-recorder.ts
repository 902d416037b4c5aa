import type { Transaction } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';

/**
 * How keys, pairing and health tell the event log what happened, inside the caller's
 * transaction. The events module's service fits this shape and is wired in app.ts.
 */
export interface EventRecorder {
  record(trx: Transaction<AcquisitionDb>, kind: string, data: Record<string, unknown>): Promise<unknown>;
}

/** For places (the command line, tests) that run without an event log. */
export const noEvents: EventRecorder = { record: async () => undefined };
