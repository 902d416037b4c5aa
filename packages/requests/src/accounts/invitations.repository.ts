import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type InvitationRow = Selectable<RequestsDb['invitations']> & { account_username: string | null };

/** SQL for invitations; one query per method. */
export class InvitationsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  private select() {
    return this.db
      .selectFrom('invitations')
      .leftJoin('accounts', 'accounts.id', 'invitations.account_id')
      .selectAll('invitations')
      .select('accounts.username as account_username');
  }

  async insert(row: Insertable<RequestsDb['invitations']>): Promise<number> {
    const inserted = await this.db.insertInto('invitations').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  findById(id: number): Promise<InvitationRow | undefined> {
    return this.select().where('invitations.id', '=', id).executeTakeFirst();
  }

  findByChecksum(checksum: string): Promise<InvitationRow | undefined> {
    return this.select().where('invitations.token_checksum', '=', checksum).executeTakeFirst();
  }

  /** Open ones (neither redeemed, withdrawn nor expired) and redeemed ones with an unseen note. */
  listForAdministrators(now: string): Promise<InvitationRow[]> {
    return this.select()
      .where((eb) =>
        eb.or([
          eb.and([
            eb('invitations.redeemed_at', 'is', null),
            eb('invitations.withdrawn_at', 'is', null),
            eb('invitations.expires_at', '>', now),
          ]),
          eb.and([
            eb('invitations.redeemed_at', 'is not', null),
            eb('invitations.dropped', '!=', '[]'),
            eb('invitations.note_seen_at', 'is', null),
          ]),
        ]),
      )
      .orderBy('invitations.id')
      .execute();
  }

  async markWithdrawn(id: number, at: string): Promise<void> {
    await this.db.updateTable('invitations').set({ withdrawn_at: at }).where('id', '=', id).execute();
  }

  /** Marks the invitation redeemed unless someone redeemed or withdrew it first. */
  async markRedeemed(id: number, accountId: number, at: string, dropped: string): Promise<boolean> {
    const result = await this.db
      .updateTable('invitations')
      .set({ redeemed_at: at, account_id: accountId, dropped })
      .where('id', '=', id)
      .where('redeemed_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markSeen(id: number, at: string): Promise<void> {
    await this.db.updateTable('invitations').set({ note_seen_at: at }).where('id', '=', id).execute();
  }
}
