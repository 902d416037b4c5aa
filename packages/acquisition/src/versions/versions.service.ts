import { mkdir } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import { hasControlCharacters } from '../keys/scopes.ts';
import type { FolderProbe } from './folder-probe.ts';
import type { VersionKind, VersionsTable } from './versions.migration.ts';
import { VersionsRepository } from './versions.repository.ts';

export const VERSION_KINDS: readonly VersionKind[] = ['movie', 'series', 'album'];
export const VERSION_ID = /^v_[a-z0-9_]{1,40}$/;

/** Readiness reasons, weightiest first. */
export const READINESS_REASONS = [
  'root_folder_missing',
  'root_folder_not_writable',
  'profile_missing',
  'no_indexer',
  'no_download_client',
] as const;
export type ReadinessReason = (typeof READINESS_REASONS)[number];

/** What can fetch for a kind; the indexers and download clients modules answer it once they exist. */
export interface FetchSources {
  hasIndexerFor(kind: VersionKind): Promise<boolean>;
  hasDownloadClientFor(kind: VersionKind): Promise<boolean>;
}

/** No indexer and no download client exists in this build: every version honestly says so. */
export const noFetchSources: FetchSources = {
  hasIndexerFor: async () => false,
  hasDownloadClientFor: async () => false,
};

/** Which quality profiles exist (the quality module answers; its ids 1–3 are fixed). */
export interface ProfileDirectory {
  exists(id: number): Promise<boolean>;
}

export const fixedProfiles: ProfileDirectory = { exists: async (id) => id === 1 || id === 2 || id === 3 };

/** Whether titles still want a version (the library answers); a wanted version cannot go. */
export interface VersionUsage {
  isInUse(versionId: string): Promise<boolean>;
}

export interface VersionInfo {
  id: string;
  kind: VersionKind;
  name: string;
  /** Absolute path of the root folder (a relative setting lies under the data folder). */
  root_folder: string;
  /** The folder as the owner wrote it. */
  root_folder_setting: string;
  quality_profile_id: number;
  position: number;
  created_at: string;
}

export interface Readiness {
  ready: boolean;
  reasons: ReadinessReason[];
}

export interface VersionInput {
  id: string;
  kind: VersionKind;
  name: string;
  quality_profile_id: number;
  root_folder: string;
  position?: number | undefined;
}

export type VersionChange = Partial<Omit<VersionInput, 'id'>>;

export interface VersionsServiceDeps {
  dataDir: string;
  probe: FolderProbe;
  fetchSources?: FetchSources;
  profiles?: ProfileDirectory;
  usage?: VersionUsage;
}

function invalid(path: string, code: string, summary: string): AppError {
  return new AppError('invalid_input', { errors: [{ path, code }], summary });
}

/**
 * Versions: named slots per kind with fixed `v_` ids, each with a quality profile and a root
 * folder, and a readiness that names what is missing. An id is never given out twice: a removed
 * version keeps its row.
 */
export class VersionsService {
  private readonly repository: VersionsRepository;
  private fetchSources: FetchSources;
  private profiles: ProfileDirectory;
  private usage: VersionUsage | undefined;

  constructor(
    db: Kysely<AcquisitionDb>,
    private readonly clock: Clock,
    private readonly deps: VersionsServiceDeps,
  ) {
    this.repository = new VersionsRepository(db);
    this.fetchSources = deps.fetchSources ?? noFetchSources;
    this.profiles = deps.profiles ?? fixedProfiles;
    this.usage = deps.usage;
  }

  /** Later-wired collaborators (modules that are built after this one). */
  connect(parts: { fetchSources?: FetchSources; profiles?: ProfileDirectory; usage?: VersionUsage }): void {
    if (parts.fetchSources) this.fetchSources = parts.fetchSources;
    if (parts.profiles) this.profiles = parts.profiles;
    if (parts.usage) this.usage = parts.usage;
  }

  async list(kind?: string): Promise<VersionInfo[]> {
    return (await this.repository.listActive(kind)).map((row) => this.toInfo(row));
  }

  /** Each version's quality profile, read through `executor` (pass a caller's transaction). */
  async profilesIn(executor: Kysely<any>): Promise<Map<string, number>> {
    const rows = await new VersionsRepository(executor).listActive();
    return new Map(rows.map((row) => [row.id, Number(row.quality_profile_id)]));
  }

  async get(id: string): Promise<VersionInfo | undefined> {
    const row = await this.repository.find(id);
    return row && row.removed_at === null ? this.toInfo(row) : undefined;
  }

  /** The version, or 422 `version_unknown`. */
  async require(id: string): Promise<VersionInfo> {
    const version = await this.get(id);
    if (!version) throw new AppError('version_unknown', { version: id });
    return version;
  }

  async readiness(id: string): Promise<Readiness> {
    return this.readinessOf(await this.require(id));
  }

  async readinessOf(version: VersionInfo): Promise<Readiness> {
    const reasons: ReadinessReason[] = [];
    const folder = await this.deps.probe.check(version.root_folder);
    if (folder === 'missing') reasons.push('root_folder_missing');
    if (folder === 'not_writable') reasons.push('root_folder_not_writable');
    if (!(await this.profiles.exists(version.quality_profile_id))) reasons.push('profile_missing');
    if (!(await this.fetchSources.hasIndexerFor(version.kind))) reasons.push('no_indexer');
    if (!(await this.fetchSources.hasDownloadClientFor(version.kind))) reasons.push('no_download_client');
    return { ready: reasons.length === 0, reasons };
  }

  async create(input: VersionInput): Promise<VersionInfo> {
    if (!VERSION_ID.test(input.id)) {
      throw invalid('body/id', 'pattern', 'a version id is v_ followed by 1 to 40 lowercase letters, digits or _');
    }
    await this.checkProfile(input.quality_profile_id);
    const root = this.checkedFolder(input.root_folder);
    const siblings = await this.repository.listActive(input.kind);
    const made = await this.repository.insert({
      id: input.id,
      kind: input.kind,
      name: this.checkedName(input.name),
      quality_profile_id: input.quality_profile_id,
      root_folder: root,
      position: input.position ?? Math.max(0, ...siblings.map((s) => s.position)) + 1,
      created_at: isoNow(this.clock),
      removed_at: null,
    });
    if (!made) throw new AppError('version_exists', { version: input.id });
    await this.ensureOwnFolders();
    return this.require(input.id);
  }

  async update(id: string, change: VersionChange): Promise<VersionInfo> {
    const current = await this.require(id);
    if (change.kind !== undefined && change.kind !== current.kind) {
      throw new AppError('version_kind_fixed', { version: id, kind: current.kind });
    }
    if (change.quality_profile_id !== undefined) await this.checkProfile(change.quality_profile_id);
    await this.repository.update(id, {
      ...(change.name !== undefined ? { name: this.checkedName(change.name) } : {}),
      ...(change.quality_profile_id !== undefined ? { quality_profile_id: change.quality_profile_id } : {}),
      ...(change.root_folder !== undefined ? { root_folder: this.checkedFolder(change.root_folder) } : {}),
      ...(change.position !== undefined ? { position: change.position } : {}),
    });
    this.deps.probe.forget();
    await this.ensureOwnFolders();
    return this.require(id);
  }

  /** Removes a version no title wants; its id stays reserved. */
  async remove(id: string): Promise<void> {
    await this.require(id);
    if (this.usage && (await this.usage.isInUse(id))) throw new AppError('version_in_use', { version: id });
    await this.repository.markRemoved(id, isoNow(this.clock));
  }

  /**
   * Makes the root folders that lie inside the data folder (the defaults `library/...`), so a
   * fresh install has them; folders elsewhere are the owner's to make.
   */
  async ensureOwnFolders(): Promise<void> {
    for (const row of await this.repository.listActive()) {
      if (!isAbsolute(row.root_folder)) await mkdir(this.resolveFolder(row.root_folder), { recursive: true });
    }
    this.deps.probe.forget();
  }

  private resolveFolder(setting: string): string {
    return isAbsolute(setting) ? setting : resolve(this.deps.dataDir, setting);
  }

  private toInfo(row: VersionsTable): VersionInfo {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      root_folder: this.resolveFolder(row.root_folder),
      root_folder_setting: row.root_folder,
      quality_profile_id: row.quality_profile_id,
      position: row.position,
      created_at: row.created_at,
    };
  }

  private checkedName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 100 || hasControlCharacters(trimmed)) {
      throw invalid('body/name', 'length', 'a name of 1 to 100 characters without control characters');
    }
    return trimmed;
  }

  private checkedFolder(folder: string): string {
    const trimmed = folder.trim();
    if (trimmed === '' || trimmed.length > 1000 || hasControlCharacters(trimmed)) {
      throw invalid('body/root_folder', 'format', 'a folder path');
    }
    if (!isAbsolute(trimmed) && trimmed.split(/[\\/]/).includes('..')) {
      throw invalid('body/root_folder', 'format', 'a relative folder must stay inside the data folder');
    }
    return trimmed;
  }

  private async checkProfile(id: number): Promise<void> {
    if (!(await this.profiles.exists(id))) throw new AppError('profile_unknown', { profile_id: id });
  }
}
