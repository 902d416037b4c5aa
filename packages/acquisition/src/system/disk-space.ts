import { createHash } from 'node:crypto';
import { stat, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DiskSpace {
  free_bytes: number;
  total_bytes: number;
  /** Opaque id of the disk, equal for folders on the same disk; never a path. */
  disk: string;
}

/** Free and total space of the disk a folder lies on; behind an interface like every side effect. */
export interface DiskSpaceProbe {
  spaceOf(folder: string): Promise<DiskSpace | null>;
}

/**
 * `fs.statfs` of the folder, or of its nearest existing parent when the folder is not made yet
 * (it will lie on that disk). Null only when nothing up to the root can be read.
 */
export const fsDiskSpace: DiskSpaceProbe = {
  async spaceOf(folder) {
    let current = folder;
    for (;;) {
      try {
        const [space, info] = await Promise.all([statfs(current), stat(current)]);
        return {
          free_bytes: space.bavail * space.bsize,
          total_bytes: space.blocks * space.bsize,
          disk: createHash('sha256').update(String(info.dev)).digest('hex').slice(0, 12),
        };
      } catch {
        const parent = dirname(current);
        if (parent === current) return null;
        current = parent;
      }
    }
  },
};
