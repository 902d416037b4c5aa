import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Moves a file atomically with rename; across file systems (a root folder on another disk than
 * the data folder) rename cannot work, so the file is copied and the original removed.
 */
export function moveFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
    unlinkSync(from);
  }
}

export function fileExists(path: string): boolean {
  return existsSync(path);
}

export function removeTree(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
