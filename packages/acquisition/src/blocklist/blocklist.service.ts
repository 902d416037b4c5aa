import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { QualityTables } from '../quality/quality.migration.ts';
import { toBlocklistEntry } from '../quality/quality.mappers.ts';
import type { BlocklistEntry, Protocol } from '../quality/quality.types.ts';
import { SettingsErrors } from '../quality/settings-validation.ts';
import { BlocklistRepository } from './blocklist.repository.ts';

export interface BlocklistAdd {
  title_id: number;
  version_id?: string | null;
  release_title: string;
  guid?: string | null;
  info_hash?: string | null;
  indexer?: string | null;
  protocol?: Protocol | null;
  /** A short code such as `download_failed`, `import_failed`, `owner_removed`. */
  reason: string;
}

/**
 * Releases never to be taken again for a title (a failed download, a fake, a file the owner threw
 * out). The decision engine refuses any release matching an entry by guid, info-hash or name.
 */
export class BlocklistService {
  private readonly repository: BlocklistRepository;

  constructor(
    db: Kysely<QualityTables>,
    private readonly clock: Clock,
  ) {
    this.repository = new BlocklistRepository(db);
  }

  async add(entry: BlocklistAdd): Promise<BlocklistEntry> {
    const errors = new SettingsErrors();
    errors.check(Number.isSafeInteger(entry.title_id) && entry.title_id > 0, 'title_id', 'type');
    errors.check(typeof entry.release_title === 'string' && entry.release_title.length > 0, 'release_title', 'type');
    errors.check(typeof entry.reason === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(entry.reason), 'reason', 'pattern');
    errors.check(entry.protocol == null || entry.protocol === 'usenet' || entry.protocol === 'torrent', 'protocol', 'enum');
    errors.throwIfAny();
    const { id } = await this.repository.insert({
      title_id: entry.title_id,
      version_id: entry.version_id ?? null,
      release_title: entry.release_title,
      guid: entry.guid ?? null,
      info_hash: entry.info_hash ? entry.info_hash.toLowerCase() : null,
      indexer: entry.indexer ?? null,
      protocol: entry.protocol ?? null,
      reason: entry.reason,
      created_at: isoNow(this.clock),
    });
    return this.get(Number(id));
  }

  async get(id: number): Promise<BlocklistEntry> {
    const row = await this.repository.get(id);
    if (!row) throw new AppError('blocklist_entry_not_found', { entry_id: id });
    return toBlocklistEntry(row);
  }

  async listForTitle(titleId: number): Promise<BlocklistEntry[]> {
    return (await this.repository.listForTitle(titleId)).map(toBlocklistEntry);
  }

  /** Every entry, newest first, `limit` at a time; pass the last id seen as `before`. */
  async list(limit = 50, before: number | null = null): Promise<BlocklistEntry[]> {
    return (await this.repository.list(Math.min(Math.max(1, limit), 500), before)).map(toBlocklistEntry);
  }

  async remove(id: number): Promise<void> {
    const result = await this.repository.delete(id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('blocklist_entry_not_found', { entry_id: id });
  }

  /** Forgets every entry of a title (the title went away). Answers how many went. */
  async clearForTitle(titleId: number): Promise<number> {
    const result = await this.repository.deleteForTitle(titleId);
    return Number(result.numDeletedRows);
  }
}
