import { bigintType, idColumn, type ServiceMigration, sql } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/**
 * Accounts, browser sessions, personal tokens and the service's own signing secret. Other
 * modules reference `accounts(id)`; deleting an account removes its sessions and tokens.
 */
export const accountsMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await idColumn(db.schema.createTable('accounts'), engine)
      .addColumn('username', 'text', (c) => c.notNull())
      // lower-cased username: sign-in and uniqueness ignore case
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text')
      .addColumn('email', 'text')
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
      .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_betreiber', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avatar_file', 'text')
      .addColumn('parent_id', idType, (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('can_manage_children', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auto_approve_movies', 'integer')
      .addColumn('auto_approve_series', 'integer')
      .addColumn('can_request_uhd_movies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('can_request_uhd_series', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auto_approve_uhd', 'integer', (c) => c.notNull().defaultTo(0))
      // JSON: {movie, series, movie_uhd, series_uhd} lists of quality profile ids
      .addColumn('blocked_profiles', 'text', (c) => c.notNull().defaultTo('{}'))
      // JSON list of FassungRechtOut
      .addColumn('fassung_rechte', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('quota_movies_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quota_series_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('storage_limit_gb', 'real')
      .addColumn('quota_reset_at', 'text')
      .addColumn('hausordnung_gelesen_am', 'text')
      // JSON object of the mail_* and push_* switches
      .addColumn('notification_switches', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('discover_region', 'text')
      .addColumn('age', 'integer')
      .addColumn('rating_region', 'text')
      .addColumn('hide_unrated', 'integer', (c) => c.notNull().defaultTo(0))
      // raised by a password change or everywhere-logout: access tokens carry the value they
      // were issued under and older ones are refused
      .addColumn('auth_generation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('password_changed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text')
      .execute();
    // at most one owner, enforced by the database as well as by the service
    await db.schema
      .createIndex('accounts_one_betreiber')
      .on('accounts')
      .column('is_betreiber')
      .unique()
      .where(sql.ref('is_betreiber'), '=', 1)
      .execute();
    await db.schema.createIndex('accounts_parent').on('accounts').column('parent_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('refresh_checksum', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();

    await idColumn(db.schema.createTable('api_tokens'), engine)
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('checksum', 'text', (c) => c.notNull().unique())
      .addColumn('preview', 'text', (c) => c.notNull())
      .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('api_tokens_account').on('api_tokens').column('account_id').execute();

    await db.schema
      .createTable('auth_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

export interface AccountsTables {
  accounts: {
    id: Generated<number>;
    username: string;
    username_key: string;
    password_hash: string | null;
    role: string;
    display_name: string | null;
    email: string | null;
    email_verified: Generated<number>;
    language: Generated<string>;
    theme: Generated<string>;
    is_active: Generated<number>;
    is_betreiber: Generated<number>;
    avatar_file: string | null;
    parent_id: number | null;
    can_manage_children: Generated<number>;
    auto_approve: Generated<number>;
    auto_approve_movies: number | null;
    auto_approve_series: number | null;
    can_request_uhd_movies: Generated<number>;
    can_request_uhd_series: Generated<number>;
    auto_approve_uhd: Generated<number>;
    blocked_profiles: Generated<string>;
    fassung_rechte: Generated<string>;
    quota_movies_limit: Generated<number>;
    quota_series_limit: Generated<number>;
    storage_limit_gb: number | null;
    quota_reset_at: string | null;
    hausordnung_gelesen_am: string | null;
    notification_switches: Generated<string>;
    discover_region: string | null;
    age: number | null;
    rating_region: string | null;
    hide_unrated: Generated<number>;
    auth_generation: Generated<number>;
    password_changed_at: string | null;
    created_at: string;
    last_login_at: string | null;
  };
  sessions: {
    id: string;
    account_id: number;
    refresh_checksum: string;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    user_agent: string | null;
    /** Added by 0102-session-grace. */
    previous_checksum: Generated<string | null>;
    rotated_at: Generated<string | null>;
  };
  api_tokens: {
    id: Generated<number>;
    account_id: number;
    name: string;
    checksum: string;
    preview: string;
    read_only: number;
    created_at: string;
    expires_at: string | null;
    last_used_at: string | null;
  };
  auth_secrets: {
    name: string;
    value: string;
    created_at: string;
  };
}
