import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  type Dialect,
  SqliteDialect,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import pg from 'pg';

export type Engine = 'sqlite' | 'postgres';

// PostgreSQL answers bigint (COUNT, SUM, bigserial ids) as strings; our numbers stay far below
// 2^53, so they are read as numbers here, at the one boundary, for both engines alike.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

/**
 * SQLite starts a deferred transaction with plain BEGIN: two processes that both read and then
 * write would deadlock on the upgrade and one fails at once with SQLITE_BUSY. BEGIN IMMEDIATE
 * takes the write lock up front, so the busy timeout applies and writers queue instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  private readonly database: SQLite.Database;
  constructor(database: SQLite.Database) {
    super({ database });
    this.database = database;
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database });
  }
  override createAdapter() {
    return new SqliteAdapter();
  }
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  /** PostgreSQL schema that holds this service's tables (created when missing). */
  schema: string;
}

export interface Database<DB> {
  db: Kysely<DB>;
  engine: Engine;
  /** PostgreSQL schema holding the tables; undefined on SQLite. */
  schema: string | undefined;
  close(): Promise<void>;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}

export async function openDatabase<DB>(options: DatabaseOptions): Promise<Database<DB>> {
  if (options.databaseUrl) {
    // `?schema=name` in the URL overrides the service's schema (tests give each case its own).
    const url = new URL(options.databaseUrl);
    const schemaName = url.searchParams.get('schema') ?? options.schema;
    const schema = quoteIdentifier(schemaName);
    url.searchParams.delete('schema');
    const connectionString = url.toString();
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      options: `-c search_path=${schema}`,
    });
    const dialect: Dialect = new PostgresDialect({ pool });
    const db = new Kysely<DB>({ dialect });
    return { db, engine: 'postgres', schema: schemaName, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, options.fileName ?? 'database.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite) });
  return { db, engine: 'sqlite', schema: undefined, close: () => db.destroy() };
}

const commitCallbacks = new WeakMap<Transaction<any>, (() => void)[]>();

/**
 * Runs `work` in one transaction: all of it is written, or none of it. Callbacks registered
 * with `afterCommit` during `work` run once the transaction has committed (never on rollback).
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    commitCallbacks.set(trx, callbacks);
    return work(trx);
  });
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // a notification must never turn a committed change into a failed request
    }
  }
  return result;
}

/**
 * Asks for `callback` to run after the transaction commits (e.g. to wake whoever waits for what
 * it wrote). Returns false when `trx` did not come from `inTransaction`, so the caller knows no
 * callback will come and can fall back to polling.
 */
export function afterCommit(trx: Transaction<any>, callback: () => void): boolean {
  const callbacks = commitCallbacks.get(trx);
  if (!callbacks) return false;
  callbacks.push(callback);
  return true;
}
