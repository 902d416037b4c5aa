import type { Kysely } from 'kysely';
import type { VersionDirectory, VersionInfo } from './library.ports.ts';

/**
 * TEMPORARY stand-in until the versions module's `VersionsService` lands: reads the `versions`
 * table (created by the versions module's migration 0100) and says every version is ready.
 * Replaced in app.ts by the versions module's service; not used anywhere else.
 */
export class VersionsTableDirectory implements VersionDirectory {
  constructor(private readonly db: Kysely<any>) {}

  async list(kind?: string): Promise<VersionInfo[]> {
    let query = this.db.selectFrom('versions').selectAll().where('removed_at', 'is', null);
    if (kind) query = query.where('kind', '=', kind);
    return (await query.orderBy('kind').orderBy('position').execute()) as VersionInfo[];
  }

  async get(id: string): Promise<VersionInfo | undefined> {
    return (await this.db
      .selectFrom('versions')
      .selectAll()
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst()) as VersionInfo | undefined;
  }

  async readiness(): Promise<{ ready: boolean; reasons: string[] }> {
    return { ready: true, reasons: [] };
  }
}
