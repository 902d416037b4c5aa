import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  Migrator,
  sql,
} from 'kysely';
import type { Engine } from './database.ts';

/**
 * Forward-only migrations, one set per service, run at start on either engine. A migration is
 * written with Kysely's schema builder and the helpers below, so the same file makes the same
 * tables on SQLite and PostgreSQL. Conventions every table follows:
 * - ids: `idColumn` (an auto-increasing integer) or text ids the service makes;
 * - times: ISO-8601 UTC text (`2026-01-01T00:00:00.000Z`), which sorts as time does;
 * - booleans: integer 0/1 (repositories turn them into true/false);
 * - JSON: text holding JSON.
 */
export interface ServiceMigration {
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}

/** An auto-increasing integer primary key on either engine. */
export function idColumn<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  engine: Engine,
  name = 'id',
): CreateTableBuilder<T, C | typeof name> {
  return engine === 'postgres'
    ? table.addColumn(name, 'bigserial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A 64-bit integer column (sizes in bytes, change numbers). */
export function bigintType(engine: Engine) {
  return engine === 'postgres' ? ('bigint' as const) : ('integer' as const);
}

export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export async function runMigrations(
  database: { db: Kysely<any>; engine: Engine; schema: string | undefined },
  migrations: Record<string, ServiceMigration>,
): Promise<string[]> {
  const { db, engine, schema } = database;
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      const wrapped: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(migrations)) {
        wrapped[name] = { up: (trx) => migration.up(trx, engine) };
      }
      return wrapped;
    },
  };
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with several
  // services (or test cases) in one PostgreSQL database it would find another's.
  // Modules add migrations in their own number ranges, so a later-numbered one may already have
  // run when an earlier-numbered one arrives; each is still applied exactly once.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when a table exists; used by health checks and tests, not by migrations. */
export async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((t) => t.name === name);
}

export { sql };
