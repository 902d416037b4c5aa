import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/** Address changes waiting for their mailed link, and invitations by mail link. */
export const accountExtrasMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await db.schema
      .createTable('email_verifications')
      // one waiting change per account: a new one replaces it
      .addColumn('account_id', idType, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_checksum', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await idColumn(db.schema.createTable('invitations'), engine)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      // JSON: the rights part as asked for (re-checked at redemption)
      .addColumn('rights', 'text', (c) => c.notNull())
      .addColumn('token_checksum', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('redeemed_at', 'text')
      .addColumn('account_id', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('withdrawn_at', 'text')
      // JSON list of rights that did not apply at redemption (the "unresolved note")
      .addColumn('dropped', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('note_seen_at', 'text')
      .execute();
  },
};

export interface AccountExtrasTables {
  email_verifications: {
    account_id: number;
    email: string;
    token_checksum: string;
    created_at: string;
    expires_at: string;
  };
  invitations: {
    id: Generated<number>;
    email: string;
    role: string;
    rights: string;
    token_checksum: string;
    created_by: number | null;
    created_at: string;
    expires_at: string;
    redeemed_at: string | null;
    account_id: number | null;
    withdrawn_at: string | null;
    dropped: Generated<string>;
    note_seen_at: string | null;
  };
}
