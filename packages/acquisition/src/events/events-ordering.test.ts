import { inTransaction, sql } from '@hms/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

// SQLite has one writer at a time anyway; on PostgreSQL, concurrent transactions could commit
// event ids out of order, which would let a stream reader skip one. This checks they cannot.
describe('event numbers on PostgreSQL commit in order', () => {
  let service: TestAcquisition;
  beforeAll(async () => {
    service = await startTestAcquisition('postgres');
  });
  afterAll(() => service.dispose());

  it('makes a second recording transaction wait until the first has committed', async () => {
    const db = service.database.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => {
      firstRecorded = resolve;
    });
    const first = inTransaction(db, async (trx) => {
      const event = await service.events.record(trx, 'title.added', { n: 1 });
      firstRecorded();
      await held;
      return event;
    });
    await recorded;
    const second = inTransaction(db, (trx) => service.events.record(trx, 'title.added', { n: 2 }));

    // Wait (by asking the server, not by sleeping) until the second blocks on the first's lock.
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query ilike '%event_sequence%'`.execute(db);
      if (rows[0]!.waiting >= 1) break;
    }
    // Neither is visible yet: a reader cannot see number 2 before number 1.
    expect((await service.events.list(0)).items).toEqual([]);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.id, b.id]).toEqual([1, 2]);
    expect((await service.events.list(0)).items.map((e) => e.data.n)).toEqual([1, 2]);
  });
});
