import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import type { PairingsTable, PairingStoredState } from './pairing.migration.ts';

/** SQL of the `pairings` table; one query per method. */
export class PairingRepository {
  constructor(private readonly db: Kysely<AcquisitionDb>) {}

  async insert(row: PairingsTable): Promise<void> {
    await this.db.insertInto('pairings').values(row).execute();
  }

  find(id: string): Promise<PairingsTable | undefined> {
    return this.db.selectFrom('pairings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listAwaiting(now: string): Promise<PairingsTable[]> {
    return this.db
      .selectFrom('pairings')
      .selectAll()
      .where('state', '=', 'awaiting')
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute();
  }

  /** Decides an awaiting request; false when it was no longer awaiting. */
  async decide(id: string, state: PairingStoredState, scopesGranted: string | null, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pairings')
      .set({ state, scopes_granted: scopesGranted, decided_at: at })
      .where('id', '=', id)
      .where('state', '=', 'awaiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records the key handed over; false when another poll took it first. */
  async markCollected(id: string, keyId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pairings')
      .set({ key_id: keyId, collected_at: at })
      .where('id', '=', id)
      .where('key_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteExpiredBefore(at: string): Promise<void> {
    await this.db.deleteFrom('pairings').where('expires_at', '<', at).where('collected_at', 'is', null).execute();
  }
}
