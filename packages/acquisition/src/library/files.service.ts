import { readdirSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative } from 'node:path';
import { AppError, inTransaction } from '@hms/platform';
import type { Transaction } from 'kysely';
import { parseReleaseName } from '../parsing/index.ts';
import { identifyQuality, qualityInfo } from '../quality/quality-catalog.ts';
import type { BinEntry, FileRestorer, RecycleBinService } from '../recycle-bin/recycle-bin.service.ts';
import type { LibraryTables } from './library.tables.ts';
import { type Actor, type VersionInfo, VersionSnapshot } from './library.ports.ts';
import {
  type LibraryExecutor,
  type LibraryService,
  libraryRepos,
  type PendingEvent,
  type TitleRow,
  titleKey,
} from './library.service.ts';
import type { ResolvedScope } from './series-scope.ts';

const MEDIA = new Set(['.mkv', '.mp4', '.avi', '.m4v', '.ts', '.wmv', '.flac', '.mp3', '.m4a', '.ogg', '.opus', '.wav', '.alac']);
const SUBTITLES = new Set(['.srt', '.ass', '.ssa', '.sub', '.idx', '.vtt']);

export type FileRow = Awaited<ReturnType<ReturnType<typeof libraryRepos>['files']['filesOf']>>[number];

export interface DeletedVersion {
  version: string;
  files_deleted: number;
  size: number;
  entries: number[];
}

export interface MediaFacts {
  season: number | null;
  episodes: number[];
  quality: string | null;
  languages: string[];
}

/**
 * Reads what a file name says with the release-name parser: quality (the quality catalog's
 * name), languages, season and episodes (series) or the leading track number (music).
 */
export function mediaFacts(name: string, kind: string): MediaFacts {
  // Music files carry their format only as the extension; the parser reads it as a word.
  const ext = extname(name).slice(1).toUpperCase();
  const parsed = parseReleaseName(kind === 'album' && ext ? `${basename(name, extname(name))} ${ext}` : name);
  const qualityId = identifyQuality(parsed);
  const quality = qualityId === 'unknown' ? null : (qualityInfo(qualityId)?.name ?? qualityId);
  const languages = [...parsed.languages];
  if (kind === 'series') {
    if (parsed.season === null || parsed.episodes.length === 0) return { season: null, episodes: [], quality, languages };
    return { season: parsed.season, episodes: [...parsed.episodes], quality, languages };
  }
  if (kind === 'album') {
    const track = /^(\d{1,3})\b/.exec(name);
    return { season: null, episodes: track ? [Number(track[1])] : [], quality, languages };
  }
  return { season: null, episodes: [], quality, languages };
}

/**
 * The library's files: moving them to the recycle bin (with their subtitles), filing restored
 * ones again, and rescanning a title's folder on disk.
 */
export class LibraryFilesService implements FileRestorer {
  constructor(
    private readonly library: LibraryService,
    private readonly bin: RecycleBinService,
    private readonly dataDir: string,
  ) {}

  rootOf(version: VersionInfo): string {
    return isAbsolute(version.root_folder) ? version.root_folder : join(this.dataDir, version.root_folder);
  }

  /** Files of the versions, limited to a series scope (a file holding a named episode goes whole). */
  async filesInScope(
    db: LibraryExecutor,
    title: TitleRow,
    versionIds: string[],
    scope: ResolvedScope | null,
    tracks: number[] | null,
  ): Promise<FileRow[]> {
    const files = (await libraryRepos(db).files.filesOf([title.id])).filter((f) => versionIds.includes(f.version_id));
    return files.filter((file) => {
      const episodes = JSON.parse(file.episodes) as number[];
      if (tracks) return episodes.some((t) => tracks.includes(t));
      if (!scope) return true;
      if (file.season_number !== null && scope.seasons.has(file.season_number)) return true;
      return episodes.some((e) => scope.episodes.has(`${file.season_number}/${e}`));
    });
  }

  /** Moves files to the bin in `trx` and drops their rows; answers per version what went. */
  async moveToBin(
    trx: Transaction<LibraryTables>,
    title: TitleRow,
    files: FileRow[],
    actor: Actor,
    pending: PendingEvent[],
    versions: VersionSnapshot,
  ): Promise<DeletedVersion[]> {
    const byVersion = new Map<string, DeletedVersion>();
    for (const file of files) {
      const version = versions.get(file.version_id);
      const root = version ? this.rootOf(version) : this.dataDir;
      const absolutePath = join(root, file.relative_path);
      const entryId = await this.bin.put(
        trx,
        {
          titleKind: title.kind,
          titleRef: title.ref,
          titleName: title.name,
          versionId: file.version_id,
          seasonNumber: file.season_number,
          episodes: JSON.parse(file.episodes) as number[],
          relativePath: file.relative_path,
          absolutePath,
          size: Number(file.size),
          quality: file.quality,
          languages: JSON.parse(file.languages) as string[],
          subtitles: (JSON.parse(file.subtitles) as string[]).map((s) => join(root, s)),
        },
        actor.via === 'owner' ? 'owner' : (actor.name ?? 'program'),
      );
      await libraryRepos(trx).files.delete(Number(file.id));
      const done = byVersion.get(file.version_id) ?? { version: file.version_id, files_deleted: 0, size: 0, entries: [] };
      done.files_deleted += 1;
      done.size += Number(file.size);
      done.entries.push(entryId);
      byVersion.set(file.version_id, done);
      await this.library.addHistory(trx, title, 'deleted', file.version_id, { file: basename(file.relative_path), entry_id: entryId }, actor);
      pending.push([
        'file.deleted',
        { ...titleKey(title), version: file.version_id, file: basename(file.relative_path), entry_id: entryId },
      ]);
    }
    return [...byVersion.values()];
  }

  /** FileRestorer: the entry's title must still be there (409 `title_gone` otherwise). */
  async prepareRestore(entry: BinEntry): Promise<string | null> {
    const version = await this.library.versions.get(entry.version_id);
    return version ? this.rootOf(version) : null;
  }

  async restoreFile(trx: Transaction<any>, entry: BinEntry, by: string, root: unknown): Promise<void> {
    const db = trx as Transaction<LibraryTables>;
    let title: TitleRow;
    try {
      title = await this.library.requireTitle(entry.title_kind, entry.title_ref, db);
    } catch (error) {
      if (error instanceof AppError && error.code === 'title_not_found') {
        throw new AppError('title_gone', { kind: entry.title_kind, ref: entry.title_ref, entry_id: Number(entry.id) });
      }
      throw error;
    }
    const repos = libraryRepos(db);
    const pending: PendingEvent[] = [];
    const versions = await repos.wants.versionsOf([title.id]);
    if (!versions.some((v) => v.version_id === entry.version_id)) {
      await repos.wants.insertVersion({
        title_id: title.id,
        version_id: entry.version_id,
        monitored: 0,
        future_seasons: 0,
        state: 'available',
        origin: null,
        added_via: 'owner',
        added_by: null,
        requested_at: this.library.clock.now().toISOString(),
      });
    }
    await repos.files.insert({
      title_id: title.id,
      version_id: entry.version_id,
      season_number: entry.season_number,
      episodes: entry.episodes,
      relative_path: entry.relative_path,
      size: Number(entry.size),
      quality: entry.quality,
      languages: entry.languages,
      subtitles: JSON.stringify(
        (JSON.parse(entry.subtitles) as { original: string }[]).map((s) =>
          typeof root === 'string' ? relative(root, s.original) : basename(s.original),
        ),
      ),
      added_at: this.library.clock.now().toISOString(),
    });
    const actor: Actor = by === 'owner' ? { via: 'owner', name: null } : { via: 'program', name: by };
    await this.library.addHistory(db, title, 'restored', entry.version_id, { file: entry.file_name, entry_id: Number(entry.id) }, actor);
    pending.push(['file.restored', { ...titleKey(title), version: entry.version_id, file: entry.file_name, entry_id: Number(entry.id) }]);
    await this.library.settle(db, title.id, true, pending);
    await this.library.flush(db, pending);
  }

  /**
   * Rescans the title's folder in each of its versions: files found on disk and not known are
   * added, known files that are gone are dropped. Answers whether anything changed.
   */
  async rescan(trx: Transaction<LibraryTables>, title: TitleRow, versions: VersionSnapshot): Promise<boolean> {
    const repos = libraryRepos(trx);
    let changed = false;
    for (const row of await repos.wants.versionsOf([title.id])) {
      const version = versions.get(row.version_id);
      if (!version) continue;
      const root = this.rootOf(version);
      const found = listFiles(join(root, title.folder));
      const known = (await repos.files.filesOf([title.id])).filter((f) => f.version_id === row.version_id);
      for (const file of known) {
        if (!found.some((f) => relative(root, f) === file.relative_path)) {
          await repos.files.delete(Number(file.id));
          changed = true;
        }
      }
      const media = found.filter((f) => MEDIA.has(extname(f).toLowerCase()));
      for (const path of media) {
        const relativePath = relative(root, path);
        if (known.some((f) => f.relative_path === relativePath)) continue;
        const facts = mediaFacts(basename(path), title.kind);
        const stem = basename(path, extname(path));
        const subtitles = found.filter(
          (f) => SUBTITLES.has(extname(f).toLowerCase()) && basename(f).startsWith(stem),
        );
        await repos.files.insert({
          title_id: title.id,
          version_id: row.version_id,
          season_number: facts.season,
          episodes: JSON.stringify(facts.episodes),
          relative_path: relativePath,
          size: statSync(path).size,
          quality: facts.quality,
          languages: JSON.stringify(facts.languages),
          subtitles: JSON.stringify(subtitles.map((s) => relative(root, s))),
          added_at: this.library.clock.now().toISOString(),
        });
        changed = true;
      }
    }
    return changed;
  }

  /** Runs a rescan in its own transaction and settles the title (refresh). */
  async rescanTitle(title: TitleRow): Promise<void> {
    const versions = await VersionSnapshot.of(this.library.versions);
    await inTransaction(this.library.db, async (trx) => {
      const pending: PendingEvent[] = [];
      const changed = await this.rescan(trx, title, versions);
      await this.library.settle(trx, title.id, changed, pending);
      if (changed) pending.push(['title.changed', { ...titleKey(title), reason: 'rescanned' }]);
      await this.library.flush(trx, pending);
    });
  }
}

function listFiles(folder: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}
