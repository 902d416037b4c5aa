import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

export type EngineName = 'sqlite' | 'postgres';

/** Both engines; repository and HTTP tests run once per engine with `describe.each(ENGINES)`. */
export const ENGINES: EngineName[] = ['sqlite', 'postgres'];

export interface TestStorage {
  engine: EngineName;
  /** A fresh folder for the service's files (and its SQLite file). */
  dataDir: string;
  /** Set for postgres: the run's server with a fresh schema of its own. */
  databaseUrl: string | undefined;
  cleanup(): void;
}

/** A fresh, empty place to keep a service's data on the given engine. */
export function freshStorage(engine: EngineName): TestStorage {
  const dataDir = mkdtempSync(join(tmpdir(), 'hms-data-'));
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const url = new URL(inject('postgresUrl'));
    url.searchParams.set('schema', `t_${randomBytes(6).toString('hex')}`);
    databaseUrl = url.toString();
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
