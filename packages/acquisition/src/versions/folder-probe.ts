import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { Clock } from '@hms/platform';

export type FolderState = 'ok' | 'missing' | 'not_writable';

/** Looks at a root folder on disk; behind an interface so the file system stays a side effect. */
export interface FolderProbe {
  check(path: string): Promise<FolderState>;
  /** Forget what is known (after the owner changed a folder). */
  forget(): void;
}

async function lookAt(path: string): Promise<FolderState> {
  try {
    if (!(await stat(path)).isDirectory()) return 'missing';
  } catch {
    return 'missing';
  }
  try {
    await access(path, constants.W_OK);
    return 'ok';
  } catch {
    return 'not_writable';
  }
}

/**
 * Remembers each folder's state for a while, so reading versions or health many times a
 * second does not touch the disk each time (a sleeping disk is woken at most once a period).
 */
export class CachedFolderProbe implements FolderProbe {
  private readonly known = new Map<string, { state: FolderState; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  async check(path: string): Promise<FolderState> {
    const now = this.clock.now().getTime();
    const cached = this.known.get(path);
    if (cached && now - cached.at < this.ttlMs) return cached.state;
    const state = await lookAt(path);
    this.known.set(path, { state, at: now });
    return state;
  }

  forget(): void {
    this.known.clear();
  }
}
