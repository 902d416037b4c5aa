import { basename, join } from 'node:path';
import { AppError, type Clock, inTransaction, type JobRunner } from '@hms/platform';
import type { Kysely, Transaction } from 'kysely';
import { fileExists, moveFile, removeTree } from './file-moves.ts';
import type { RecycleBinEntriesTable, RecycleBinTables } from './recycle-bin.migration.ts';
import { RecycleBinRepository } from './recycle-bin.repository.ts';

export const RECYCLE_BIN_DAYS = 30;
export const PURGE_JOB = 'recycle-bin.purge';

/** A library file on its way into the bin. */
export interface BinFile {
  titleKind: string;
  titleRef: string;
  titleName: string;
  versionId: string;
  seasonNumber: number | null;
  episodes: number[];
  relativePath: string;
  absolutePath: string;
  size: number;
  quality: string | null;
  languages: string[];
  /** Absolute paths of the subtitles that go with the file. */
  subtitles: string[];
}

export type BinEntry = Omit<RecycleBinEntriesTable, 'id'> & { id: number };

/** The library's side of a restore: files the entry back under its title (or refuses). */
export interface FileRestorer {
  /** Read before the transaction (on SQLite nothing else may ask the database inside it). */
  prepareRestore(entry: BinEntry): Promise<unknown>;
  restoreFile(trx: Transaction<any>, entry: BinEntry, by: string, prepared: unknown): Promise<void>;
}

export function entryOut(entry: BinEntry) {
  return {
    id: Number(entry.id),
    kind: entry.title_kind,
    ref: entry.title_ref,
    title: entry.title_name,
    version: entry.version_id,
    season: entry.season_number,
    episodes: JSON.parse(entry.episodes) as number[],
    file_name: entry.file_name,
    size: Number(entry.size),
    quality: entry.quality,
    deleted_at: entry.deleted_at,
    deleted_by: entry.deleted_by,
    expires_at: entry.expires_at,
  };
}

/**
 * The recycle bin: files (with their subtitles) move into `<bin>/<entry id>/` by rename and come
 * back the same way until their time is up (30 days); expired entries are removed from disk.
 */
export class RecycleBinService {
  private restorer: FileRestorer | undefined;

  constructor(
    private readonly db: Kysely<RecycleBinTables>,
    private readonly clock: Clock,
    private readonly binFolder: string,
  ) {}

  /** A daily job removes expired entries and their files. */
  async schedulePurge(jobs: JobRunner): Promise<void> {
    jobs.define(PURGE_JOB, {
      maxAttempts: 1,
      run: async () => {
        await this.purgeExpired();
      },
    });
    await jobs.schedule(PURGE_JOB, { everySeconds: 86_400 });
  }

  /** Wired in the composition root (the library files restored entries again). */
  useRestorer(restorer: FileRestorer): void {
    this.restorer = restorer;
  }

  /** Records the entry in `trx` and moves the file and its subtitles into the bin. */
  async put(trx: Transaction<any>, file: BinFile, deletedBy: string): Promise<number> {
    const now = this.clock.now();
    const { id } = await new RecycleBinRepository(trx as Kysely<RecycleBinTables>).insert({
      title_kind: file.titleKind,
      title_ref: file.titleRef,
      title_name: file.titleName,
      version_id: file.versionId,
      season_number: file.seasonNumber,
      episodes: JSON.stringify(file.episodes),
      file_name: basename(file.absolutePath),
      size: file.size,
      quality: file.quality,
      languages: JSON.stringify(file.languages),
      original_path: file.absolutePath,
      relative_path: file.relativePath,
      subtitles: JSON.stringify(file.subtitles.map((original) => ({ original, name: basename(original) }))),
      deleted_at: now.toISOString(),
      deleted_by: deletedBy,
      expires_at: new Date(now.getTime() + RECYCLE_BIN_DAYS * 86_400_000).toISOString(),
    });
    const folder = join(this.binFolder, String(id));
    if (fileExists(file.absolutePath)) moveFile(file.absolutePath, join(folder, basename(file.absolutePath)));
    for (const subtitle of file.subtitles) {
      if (fileExists(subtitle)) moveFile(subtitle, join(folder, 'subtitles', basename(subtitle)));
    }
    return Number(id);
  }

  async list(offset: number, limit: number) {
    await this.purgeExpired();
    const rows = await new RecycleBinRepository(this.db).listOpen(this.clock.now().toISOString(), offset, limit + 1);
    return { items: rows.slice(0, limit).map((r) => entryOut({ ...r, id: Number(r.id) })), more: rows.length > limit };
  }

  /** Puts the file back where it was; 404 when the entry is gone, 409 when its title was removed. */
  async restore(entryId: number, by: string) {
    const restorer = this.restorer;
    if (!restorer) throw new Error('recycle bin restorer is not wired');
    const before = await new RecycleBinRepository(this.db).get(entryId);
    const prepared = before ? await restorer.prepareRestore({ ...before, id: Number(before.id) }) : null;
    return inTransaction(this.db, async (trx) => {
      const row = await new RecycleBinRepository(trx).get(entryId);
      const now = this.clock.now().toISOString();
      if (!row || row.restored_at !== null || row.expires_at <= now) throw new AppError('entry_not_found', { entry_id: entryId });
      const entry = { ...row, id: Number(row.id) };
      await restorer.restoreFile(trx, entry, by, prepared);
      await new RecycleBinRepository(trx).markRestored(entry.id, now);
      const folder = join(this.binFolder, String(entry.id));
      moveFile(join(folder, entry.file_name), entry.original_path);
      for (const subtitle of JSON.parse(entry.subtitles) as { original: string; name: string }[]) {
        const from = join(folder, 'subtitles', subtitle.name);
        if (fileExists(from)) moveFile(from, subtitle.original);
      }
      removeTree(folder);
      return entryOut({ ...entry, restored_at: now });
    });
  }

  /** Removes expired entries and their files. */
  async purgeExpired(): Promise<number> {
    const repository = new RecycleBinRepository(this.db);
    const expired = await repository.listExpired(this.clock.now().toISOString());
    for (const entry of expired) {
      removeTree(join(this.binFolder, String(entry.id)));
      await repository.delete(Number(entry.id));
    }
    return expired.length;
  }
}
