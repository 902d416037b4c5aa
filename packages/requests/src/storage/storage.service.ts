import type { Clock } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { Account } from '../accounts/account.ts';
import type { RequestsDb } from '../db/schema.ts';
import { StorageRepository, type StorageRow } from './storage.repository.ts';
import type { MyStorageAnswer, MyStorageQuery, StorageEntry } from './storage.schemas.ts';

export const STORAGE_PAGE_SIZE = 50;
const BYTES_PER_GB = 1_000_000_000;

export interface MeasuredItem {
  accountId: number | null;
  mediaType: 'movie' | 'tv';
  fassung: string;
  tier: string;
  catalogId: number | null;
  seriesdbId?: number | null;
  season?: number | null;
  title: string;
  sizeBytes: number;
  state: string;
  path: string;
}

/** Storage measured per title and attributed to accounts or to the house (seed 001, 1.4). */
export class StorageService {
  private readonly repository: StorageRepository;

  constructor(private readonly deps: { db: Kysely<RequestsDb>; clock: Clock }) {
    this.repository = new StorageRepository(deps.db);
  }

  /** Records one measured item (what the hourly measurement pass writes). */
  async record(item: MeasuredItem): Promise<number> {
    return this.repository.insert({
      account_id: item.accountId,
      media_type: item.mediaType,
      fassung: item.fassung,
      tier: item.tier,
      catalog_id: item.catalogId,
      seriesdb_id: item.seriesdbId ?? null,
      season: item.season ?? null,
      title: item.title,
      size_bytes: item.sizeBytes,
      state: item.state,
      measured_at: this.deps.clock.now().toISOString(),
      path: item.path,
      managed: 1,
    });
  }

  /** The caller's own storage: totals, limit and one page of items (without file paths). */
  async mine(account: Account, query: MyStorageQuery): Promise<MyStorageAnswer> {
    const page = query.page ?? 1;
    const filter = { accountId: account.id, q: query.q?.trim() || undefined, watched: query.gesehen };
    const [totals, matches, rows, measured] = await Promise.all([
      this.repository.totalsOf(account.id),
      this.repository.countMatching(filter),
      this.repository.pageMatching(filter, (page - 1) * STORAGE_PAGE_SIZE, STORAGE_PAGE_SIZE),
      this.repository.countAll(),
    ]);
    return {
      used_bytes: totals.bytes,
      items: totals.items,
      pending_bytes: totals.releasedBytes,
      limit_bytes: account.storageLimitGb && account.storageLimitGb > 0 ? Math.round(account.storageLimitGb * BYTES_PER_GB) : null,
      zurechenbar: measured > 0,
      // watched states come from a linked media server, which this version does not read yet
      watched_available: false,
      matches,
      per_page: STORAGE_PAGE_SIZE,
      entries: rows.map(toStorageEntry),
    };
  }

  async libraryFigures() {
    return this.repository.libraryFigures();
  }
}

function toStorageEntry(row: StorageRow): StorageEntry {
  return {
    id: Number(row.id),
    media_type: row.media_type,
    fassung: row.fassung,
    tier: row.tier,
    catalog_id: row.catalog_id === null ? null : Number(row.catalog_id),
    seriesdb_id: row.seriesdb_id === null ? null : Number(row.seriesdb_id),
    season: row.season,
    title: row.title,
    size_bytes: Number(row.size_bytes),
    state: row.state,
    measured_at: row.measured_at,
    released_at: row.released_at,
    release_wish: row.release_wish,
    watched: row.watched === null ? null : row.watched === 1,
    managed: row.managed === 1,
  };
}
