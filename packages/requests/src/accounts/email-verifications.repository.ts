import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type EmailVerificationRow = Selectable<RequestsDb['email_verifications']>;

/** SQL for address changes waiting for their link; one query per method. */
export class EmailVerificationsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  /** Stores the waiting change, replacing an earlier one of the account. */
  async upsert(row: Insertable<RequestsDb['email_verifications']>): Promise<void> {
    await this.db
      .insertInto('email_verifications')
      .values(row)
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({
          email: row.email,
          token_checksum: row.token_checksum,
          created_at: row.created_at,
          expires_at: row.expires_at,
        }),
      )
      .execute();
  }

  findByAccount(accountId: number): Promise<EmailVerificationRow | undefined> {
    return this.db.selectFrom('email_verifications').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  }

  findByChecksum(checksum: string): Promise<EmailVerificationRow | undefined> {
    return this.db.selectFrom('email_verifications').selectAll().where('token_checksum', '=', checksum).executeTakeFirst();
  }

  async delete(accountId: number): Promise<void> {
    await this.db.deleteFrom('email_verifications').where('account_id', '=', accountId).execute();
  }
}
