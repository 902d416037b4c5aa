import type { ServiceMigration } from '@hms/platform';
import type { Kysely } from 'kysely';

/**
 * The refresh secret a session had before its last rotation, and when it rotated: two tabs of
 * one browser refreshing at once both send the old cookie; the second is answered within a
 * short grace instead of being taken for a stolen copy.
 */
export const sessionGraceMigration: ServiceMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('previous_checksum', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('rotated_at', 'text').execute();
  },
};

export interface SessionGraceColumns {
  previous_checksum: string | null;
  rotated_at: string | null;
}
