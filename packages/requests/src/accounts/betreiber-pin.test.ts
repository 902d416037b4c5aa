import { createLogger, ManualClock } from '@hms/platform';
import { ENGINES, freshStorage } from '@hms/testkit';
import { describe, expect, it } from 'vitest';
import { createRequests } from '../app.ts';
import { loadRequestsConfig } from '../config.ts';
import { createTestAccount } from '../testing/accounts.ts';

describe.each(ENGINES)('pinning the owner on an existing installation on %s', (engine) => {
  it('moves the flag to the pinned administrator at start and leaves it where it was without the pin', async () => {
    const storage = freshStorage(engine);
    const flags = { data: storage.dataDir, ...(storage.databaseUrl ? { 'database-url': storage.databaseUrl } : {}) };
    const start = (env: Record<string, string>) =>
      createRequests({
        config: loadRequestsConfig(flags, env),
        clock: new ManualClock('2026-03-01T12:00:00.000Z'),
        logger: createLogger({ service: 'requests', level: 'silent' }),
      });
    try {
      const first = await start({});
      const founder = await createTestAccount(first, { role: 'admin', username: 'gruenderin' });
      const partner = await createTestAccount(first, { role: 'admin', username: 'partner' });
      await first.close();

      const pinned = await start({ REQUESTS_BETREIBER: 'Partner' });
      expect((await pinned.accounts.get(partner.id)).isBetreiber).toBe(true);
      expect((await pinned.accounts.get(founder.id)).isBetreiber).toBe(false);
      await pinned.close();

      // a pin naming nobody changes nothing
      const unknown = await start({ REQUESTS_BETREIBER: 'niemand' });
      expect((await unknown.accounts.get(partner.id)).isBetreiber).toBe(true);
      await unknown.close();
    } finally {
      storage.cleanup();
    }
  });
});
