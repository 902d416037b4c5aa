import { ENGINES, freshStorage } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, type Database, inTransaction, openDatabase } from './database.ts';

describe.each(ENGINES)('afterCommit on %s', (engine) => {
  const storage = freshStorage(engine);
  let database: Database<any>;
  beforeAll(async () => {
    database = await openDatabase<any>({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, schema: 'after_commit' });
    await database.db.schema.createTable('notes').addColumn('text', 'text').execute();
  });
  afterAll(async () => {
    await database.close();
    storage.cleanup();
  });

  it('runs callbacks once the transaction has committed, when the write is visible', async () => {
    const seen: number[] = [];
    await inTransaction(database.db, async (trx) => {
      await trx.insertInto('notes').values({ text: 'a' }).execute();
      const registered = afterCommit(trx, () => {
        seen.push(-1);
      });
      expect(registered).toBe(true);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([-1]);
    const rows = await database.db.selectFrom('notes').selectAll().execute();
    expect(rows).toEqual([{ text: 'a' }]);
  });

  it('never runs them when the transaction rolls back', async () => {
    let called = false;
    await expect(
      inTransaction(database.db, async (trx) => {
        afterCommit(trx, () => {
          called = true;
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(called).toBe(false);
  });

  it('says so when the transaction did not come from inTransaction', async () => {
    const registered = await database.db.transaction().execute(async (trx) => afterCommit(trx, () => undefined));
    expect(registered).toBe(false);
  });

  it('keeps the commit when a callback throws', async () => {
    const result = await inTransaction(database.db, async (trx) => {
      afterCommit(trx, () => {
        throw new Error('listener broke');
      });
      return 'done';
    });
    expect(result).toBe('done');
  });
});
