import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ENGINES, freshStorage } from '@hms/testkit';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const root = join(import.meta.dirname, '../../../..');
const child = join(import.meta.dirname, 'fixtures/write-then-hang.ts');

/** Starts the writer and resolves when it prints `line`. */
async function startWriterUntil(args: string[], line: string): Promise<ChildProcess> {
  const writer = spawn(process.execPath, ['--import', `file://${root}/node_modules/tsx/dist/loader.mjs`, child, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: writer.stdout! });
  for await (const said of lines) if (said === line) return writer;
  throw new Error(`writer ended before saying ${line}`);
}

async function kill(writer: ChildProcess) {
  const exited = once(writer, 'exit');
  writer.kill('SIGKILL');
  const [code, signal] = await exited;
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
}

describe.each(ENGINES)('a process killed during a write on %s', (engine) => {
  async function countRows(storage: ReturnType<typeof freshStorage>) {
    const database = await openDatabase<any>({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, schema: 'crash_test' });
    try {
      if (engine === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      }
      const { count } = await database.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      // The database accepts new writes after the crash.
      await database.db.insertInto('ledger').values({ n: 5000, note: 'after the crash' }).execute();
      return Number(count);
    } finally {
      await database.close();
    }
  }

  it('leaves none of a transaction killed midway', { timeout: 120_000 }, async () => {
    const storage = freshStorage(engine);
    const writer = await startWriterUntil([storage.databaseUrl ?? '', storage.dataDir, 'mid'], 'midway');
    await kill(writer);
    expect(await countRows(storage)).toBe(0);
    storage.cleanup();
  });

  it('keeps all of a transaction that committed before the kill', { timeout: 120_000 }, async () => {
    const storage = freshStorage(engine);
    const writer = await startWriterUntil([storage.databaseUrl ?? '', storage.dataDir, 'after'], 'committed');
    await kill(writer);
    expect(await countRows(storage)).toBe(1000);
    storage.cleanup();
  });
});
