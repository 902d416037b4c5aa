import type { Kysely, Transaction } from 'kysely';
import type { EventKind } from '../events/event-kinds.ts';

/** A version as the library needs to know it (K's versions service answers these). */
export interface VersionInfo {
  id: string;
  kind: 'movie' | 'series' | 'album';
  name: string;
  root_folder: string;
  quality_profile_id: number;
}

/** The versions module as the library uses it. */
export interface VersionDirectory {
  list(kind?: string): Promise<VersionInfo[]>;
  get(id: string): Promise<VersionInfo | undefined>;
  readiness(id: string): Promise<{ ready: boolean; reasons: string[] }>;
}

/**
 * Whether a version's file is all its quality profile wants, judged inside the caller's
 * transaction (the quality and versions modules read through it). Without it every file counts
 * as meeting the cutoff.
 */
export interface CutoffPort {
  judgeIn(executor: Kysely<any>): Promise<(versionId: string, quality: string | null) => boolean>;
}

/** Writes an event in the caller's transaction (the events module's `record`). */
export interface EventRecorder {
  record(trx: Transaction<any>, kind: EventKind, data: Record<string, unknown>): Promise<unknown>;
}

/** Who asks: a program's key name, or the owner. */
export interface Actor {
  via: 'program' | 'owner';
  name: string | null;
}

/**
 * The versions as they were just before a transaction. Read first because on SQLite the
 * transaction holds the one connection: asking the versions module inside it would wait forever.
 */
export class VersionSnapshot {
  private readonly byId: Map<string, VersionInfo>;

  constructor(versions: VersionInfo[]) {
    this.byId = new Map(versions.map((v) => [v.id, v]));
  }

  static async of(directory: VersionDirectory): Promise<VersionSnapshot> {
    return new VersionSnapshot(await directory.list());
  }

  get(id: string): VersionInfo | undefined {
    return this.byId.get(id);
  }

  list(kind?: string): VersionInfo[] {
    return [...this.byId.values()].filter((v) => !kind || v.kind === kind);
  }
}
