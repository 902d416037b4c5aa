import { AppError } from '@hms/platform';
import type { VersionSnapshot } from './library.ports.ts';
import { type LibraryExecutor, libraryRepos, type TitleRow } from './library.service.ts';

/**
 * The versions a change applies to: the named ones (each must exist: 422 `version_unknown`; be of
 * the title's kind: 422 `version_kind_mismatch`; be set on the title: 404 `version_not_found`),
 * or every version of the title when none are named.
 */
export async function chooseTitleVersions(
  db: LibraryExecutor,
  versions: VersionSnapshot,
  title: TitleRow,
  named: string[] | null | undefined,
): Promise<string[]> {
  const own = (await libraryRepos(db).wants.versionsOf([title.id])).map((v) => v.version_id);
  if (!named || named.length === 0) return own;
  const chosen: string[] = [];
  for (const id of [...new Set(named)]) {
    const version = versions.get(id);
    if (!version) throw new AppError('version_unknown', { version: id });
    if (version.kind !== title.kind) throw new AppError('version_kind_mismatch', { version: id, kind: title.kind });
    if (!own.includes(id)) throw new AppError('version_not_found', { version: id, kind: title.kind, ref: title.ref });
    chosen.push(id);
  }
  return chosen;
}
