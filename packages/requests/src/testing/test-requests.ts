import { type Clock, createLogger, ManualClock } from '@hms/platform';
import { type EngineName, freshStorage } from '@hms/testkit';
import { type Requests, createRequests } from '../app.ts';
import { loadRequestsConfig } from '../config.ts';

export interface TestRequests extends Requests {
  clock: ManualClock | Clock;
  /** Closes the app and removes its data. */
  dispose(): Promise<void>;
}

/**
 * A fully wired requests service on a fresh database of the given engine, not listening:
 * drive it with `app.inject()`. Time is a ManualClock unless a clock is given.
 */
export async function startTestRequests(
  engine: EngineName,
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestRequests> {
  const storage = freshStorage(engine);
  const config = loadRequestsConfig(
    { data: storage.dataDir, ...(storage.databaseUrl ? { 'database-url': storage.databaseUrl } : {}) },
    { ...options.env },
  );
  const clock = options.clock ?? new ManualClock('2026-03-01T12:00:00.000Z');
  const logger = createLogger({ service: 'requests', level: 'silent' });
  const requests = await createRequests({ config, clock, logger });
  return {
    ...requests,
    clock,
    async dispose() {
      await requests.close();
      storage.cleanup();
    },
  };
}
