import { type Clock, createLogger, ManualClock } from '@hms/platform';
import { type EngineName, freshStorage } from '@hms/testkit';
import { type Acquisition, createAcquisition } from '../app.ts';
import { loadAcquisitionConfig } from '../config.ts';

export interface TestAcquisition extends Acquisition {
  clock: ManualClock | Clock;
  /** The service's data folder (version root folders and the recycle bin lie under it). */
  dataDir: string;
  /** Closes the app and removes its data. */
  dispose(): Promise<void>;
}

/**
 * A fully wired acquisition service on a fresh database of the given engine, not listening:
 * drive it with `app.inject()`. Time is a ManualClock unless a clock is given.
 */
export async function startTestAcquisition(
  engine: EngineName,
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestAcquisition> {
  const storage = freshStorage(engine);
  const config = loadAcquisitionConfig(
    { data: storage.dataDir, ...(storage.databaseUrl ? { 'database-url': storage.databaseUrl } : {}) },
    { ...options.env },
  );
  const clock = options.clock ?? new ManualClock('2026-03-01T12:00:00.000Z');
  const logger = createLogger({ service: 'acquisition', level: 'silent' });
  const acquisition = await createAcquisition({ config, clock, logger });
  return {
    ...acquisition,
    clock,
    dataDir: storage.dataDir,
    async dispose() {
      await acquisition.close();
      storage.cleanup();
    },
  };
}
